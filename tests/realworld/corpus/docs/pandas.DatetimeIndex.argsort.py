# source: the Examples of the docstring of pandas.DatetimeIndex.argsort (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = order (array)
import pandas as pd
idx = pd.Index(['b', 'a', 'd', 'c'])
idx
order = idx.argsort()
order
idx[order]
df = pd.DataFrame(order)
