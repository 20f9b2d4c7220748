# source: the Examples of the docstring of pandas.DataFrame.notnull (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ser (series)
import numpy as np
import pandas as pd
df = pd.DataFrame(dict(age=[5, 6, np.NaN],
                   born=[pd.NaT, pd.Timestamp('1939-05-27'),
                         pd.Timestamp('1940-04-25')],
                   name=['Alfred', 'Batman', ''],
                   toy=[None, 'Batmobile', 'Joker']))
df
df.notna()
ser = pd.Series([5, 6, np.NaN])
ser
ser.notna()
df = pd.DataFrame(ser)
