# source: the Examples of the docstring of pandas.cut (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import numpy as np
import pandas as pd
pd.cut(np.array([1, 7, 5, 4, 6, 3]), 3)
# doctest: +ELLIPSIS
pd.cut(np.array([1, 7, 5, 4, 6, 3]), 3, retbins=True)
# doctest: +ELLIPSIS
pd.cut(np.array([1, 7, 5, 4, 6, 3]),
       3, labels=["bad", "medium", "good"])
pd.cut(np.array([1, 7, 5, 4, 6, 3]), 3,
       labels=["B", "A", "B"], ordered=False)
pd.cut([0, 1, 1, 2], bins=4, labels=False)
s = pd.Series(np.array([2, 4, 6, 8, 10]),
              index=['a', 'b', 'c', 'd', 'e'])
pd.cut(s, 3)
# doctest: +ELLIPSIS
s = pd.Series(np.array([2, 4, 6, 8, 10]),
              index=['a', 'b', 'c', 'd', 'e'])
pd.cut(s, [0, 2, 4, 6, 8, 10], labels=False, retbins=True, right=False)
# doctest: +ELLIPSIS
pd.cut(s, [0, 2, 4, 6, 10, 10], labels=False, retbins=True,
       right=False, duplicates='drop')
# doctest: +ELLIPSIS
bins = pd.IntervalIndex.from_tuples([(0, 1), (2, 3), (4, 5)])
pd.cut([0, 0.5, 1.5, 2.5, 4.5], bins)
df = pd.DataFrame(s)
