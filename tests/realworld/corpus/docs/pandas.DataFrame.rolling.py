# source: the Examples of the docstring of pandas.DataFrame.rolling (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = df_time (frame)
import numpy as np
import pandas as pd
df = pd.DataFrame({'B': [0, 1, 2, np.nan, 4]})
df
df.rolling(2).sum()
df_time = pd.DataFrame({'B': [0, 1, 2, np.nan, 4]},
                       index = [pd.Timestamp('20130101 09:00:00'),
                                pd.Timestamp('20130101 09:00:02'),
                                pd.Timestamp('20130101 09:00:03'),
                                pd.Timestamp('20130101 09:00:05'),
                                pd.Timestamp('20130101 09:00:06')])
df_time
df_time.rolling('2s').sum()
indexer = pd.api.indexers.FixedForwardWindowIndexer(window_size=2)
df.rolling(window=indexer, min_periods=1).sum()
df.rolling(2, min_periods=1).sum()
df.rolling(3, min_periods=1, center=True).sum()
df.rolling(3, min_periods=1, center=False).sum()
df.rolling(2, min_periods=1, step=2).sum()
df.rolling(2, win_type='gaussian').sum(std=3)
df = df_time
