# source: the Examples of the docstring of pandas.DataFrame.size (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
s = pd.Series({'a': 1, 'b': 2, 'c': 3})
s.size
df = pd.DataFrame({'col1': [1, 2], 'col2': [3, 4]})
df.size
