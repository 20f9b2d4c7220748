# source: the Examples of the docstring of pandas.DataFrame.empty (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import numpy as np
import pandas as pd
df_empty = pd.DataFrame({'A' : []})
df_empty
df_empty.empty
df = pd.DataFrame({'A' : [np.nan]})
df
df.empty
df.dropna().empty
ser_empty = pd.Series({'A' : []})
ser_empty
ser_empty.empty
ser_empty = pd.Series()
ser_empty.empty
