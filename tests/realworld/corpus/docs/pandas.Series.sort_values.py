# source: the Examples of the docstring of pandas.Series.sort_values (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import numpy as np
import pandas as pd
s = pd.Series([np.nan, 1, 3, 10, 5])
s
s.sort_values(ascending=True)
s.sort_values(ascending=False)
s.sort_values(ascending=False, inplace=True)
s
s.sort_values(na_position='first')
s = pd.Series(['z', 'b', 'd', 'a', 'c'])
s
s.sort_values()
s = pd.Series(['a', 'B', 'c', 'D', 'e'])
s.sort_values()
s.sort_values(key=lambda x: x.str.lower())
s = pd.Series([-4, -2, 0, 2, 4])
s.sort_values(key=np.sin)
s.sort_values(key=lambda x: (np.tan(x.cumsum())))
df = pd.DataFrame(s)
