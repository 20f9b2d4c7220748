# source: the Examples of the docstring of pandas.DataFrame.add_prefix (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
s = pd.Series([1, 2, 3, 4])
s
s.add_prefix('item_')
df = pd.DataFrame({'A': [1, 2, 3, 4], 'B': [3, 4, 5, 6]})
df
df.add_prefix('col_')
