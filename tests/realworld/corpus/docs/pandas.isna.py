# source: the Examples of the docstring of pandas.isna (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import numpy as np
import pandas as pd
pd.isna('dog')
pd.isna(pd.NA)
pd.isna(np.nan)
array = np.array([[1, np.nan, 3], [4, 5, np.nan]])
array
pd.isna(array)
index = pd.DatetimeIndex(["2017-07-05", "2017-07-06", None,
                          "2017-07-08"])
index
pd.isna(index)
df = pd.DataFrame([['ant', 'bee', 'cat'], ['dog', None, 'fly']])
df
pd.isna(df)
pd.isna(df[1])
