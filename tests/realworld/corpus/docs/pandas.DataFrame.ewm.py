# source: the Examples of the docstring of pandas.DataFrame.ewm (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import numpy as np
import pandas as pd
df = pd.DataFrame({'B': [0, 1, 2, np.nan, 4]})
df
df.ewm(com=0.5).mean()
df.ewm(alpha=2 / 3).mean()
df.ewm(com=0.5, adjust=True).mean()
df.ewm(com=0.5, adjust=False).mean()
df.ewm(com=0.5, ignore_na=True).mean()
df.ewm(com=0.5, ignore_na=False).mean()
times = ['2020-01-01', '2020-01-03', '2020-01-10', '2020-01-15', '2020-01-17']
df.ewm(halflife='4 days', times=pd.DatetimeIndex(times)).mean()
