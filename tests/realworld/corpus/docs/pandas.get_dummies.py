# source: the Examples of the docstring of pandas.get_dummies (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import numpy as np
import pandas as pd
s = pd.Series(list('abca'))
pd.get_dummies(s)
s1 = ['a', 'b', np.nan]
pd.get_dummies(s1)
pd.get_dummies(s1, dummy_na=True)
df = pd.DataFrame({'A': ['a', 'b', 'a'], 'B': ['b', 'a', 'c'],
                   'C': [1, 2, 3]})
pd.get_dummies(df, prefix=['col1', 'col2'])
pd.get_dummies(pd.Series(list('abcaa')))
pd.get_dummies(pd.Series(list('abcaa')), drop_first=True)
pd.get_dummies(pd.Series(list('abc')), dtype=float)
