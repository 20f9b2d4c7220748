# source: the Examples of the docstring of pandas.DataFrame.set_index (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
df = pd.DataFrame({'month': [1, 4, 7, 10],
                   'year': [2012, 2014, 2013, 2014],
                   'sale': [55, 40, 84, 31]})
df
df.set_index('month')
df.set_index(['year', 'month'])
df.set_index([pd.Index([1, 2, 3, 4]), 'year'])
s = pd.Series([1, 2, 3, 4])
df.set_index([s, s**2])
df = pd.DataFrame(s)
