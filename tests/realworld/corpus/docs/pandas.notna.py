# source: the Examples of the docstring of pandas.notna (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import numpy as np
import pandas as pd
pd.notna('dog')
pd.notna(pd.NA)
pd.notna(np.nan)
array = np.array([[1, np.nan, 3], [4, 5, np.nan]])
array
pd.notna(array)
index = pd.DatetimeIndex(["2017-07-05", "2017-07-06", None,
                         "2017-07-08"])
index
pd.notna(index)
df = pd.DataFrame([['ant', 'bee', 'cat'], ['dog', None, 'fly']])
df
pd.notna(df)
pd.notna(df[1])
