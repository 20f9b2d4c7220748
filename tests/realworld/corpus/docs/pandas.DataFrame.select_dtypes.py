# source: the Examples of the docstring of pandas.DataFrame.select_dtypes (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame({'a': [1, 2] * 3,
                   'b': [True, False] * 3,
                   'c': [1.0, 2.0] * 3})
df
df.select_dtypes(include='bool')
df.select_dtypes(include=['float64'])
df.select_dtypes(exclude=['int64'])
