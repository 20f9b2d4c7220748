# source: the Examples of the docstring of pandas.DataFrame.insert (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame({'col1': [1, 2], 'col2': [3, 4]})
df
df.insert(1, "newcol", [99, 99])
df
df.insert(0, "col1", [100, 100], allow_duplicates=True)
df
df.insert(0, "col0", pd.Series([5, 6], index=[1, 2]))
df
