# source: the Examples of the docstring of pandas.MultiIndex.to_frame (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
mi = pd.MultiIndex.from_arrays([['a', 'b'], ['c', 'd']])
mi
df = mi.to_frame()
df
df = mi.to_frame(index=False)
df
df = mi.to_frame(name=['x', 'y'])
df
