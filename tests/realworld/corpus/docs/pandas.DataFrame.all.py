# source: the Examples of the docstring of pandas.DataFrame.all (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import numpy as np
import pandas as pd
pd.Series([True, True]).all()
pd.Series([True, False]).all()
pd.Series([], dtype="float64").all()
pd.Series([np.nan]).all()
pd.Series([np.nan]).all(skipna=False)
df = pd.DataFrame({'col1': [True, True], 'col2': [True, False]})
df
df.all()
df.all(axis='columns')
df.all(axis=None)
