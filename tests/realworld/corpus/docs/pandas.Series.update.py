# source: the Examples of the docstring of pandas.Series.update (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3])
s.update(pd.Series([4, 5, 6]))
s
s = pd.Series(['a', 'b', 'c'])
s.update(pd.Series(['d', 'e'], index=[0, 2]))
s
s = pd.Series([1, 2, 3])
s.update(pd.Series([4, 5, 6, 7, 8]))
s
s = pd.Series([1, 2, 3])
s.update(pd.Series([4, np.nan, 6]))
s
s = pd.Series([1, 2, 3])
s.update([4, np.nan, 6])
s
s = pd.Series([1, 2, 3])
s.update({1: 9})
s
df = pd.DataFrame(s)
