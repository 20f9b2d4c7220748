# source: the Examples of the docstring of pandas.DataFrame.dot (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s2 (series)
import numpy as np
import pandas as pd
df = pd.DataFrame([[0, 1, -2, -1], [1, 1, 1, 1]])
s = pd.Series([1, 1, 2, 1])
df.dot(s)
other = pd.DataFrame([[0, 1], [1, 2], [-1, -1], [2, 0]])
df.dot(other)
df @ other
arr = np.array([[0, 1], [1, 2], [-1, -1], [2, 0]])
df.dot(arr)
s2 = s.reindex([1, 0, 2, 3])
df.dot(s2)
df = pd.DataFrame(s2)
