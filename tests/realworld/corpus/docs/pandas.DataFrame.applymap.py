# source: the Examples of the docstring of pandas.DataFrame.applymap (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = df_copy (frame)
import pandas as pd
df = pd.DataFrame([[1, 2.12], [3.356, 4.567]])
df
df.applymap(lambda x: len(str(x)))
df_copy = df.copy()
df_copy.iloc[0, 0] = pd.NA
df_copy.applymap(lambda x: len(str(x)), na_action='ignore')
df.applymap(lambda x: x**2)
df ** 2
df = df_copy
