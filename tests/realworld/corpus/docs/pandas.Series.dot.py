# source: the Examples of the docstring of pandas.Series.dot (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = arr (array)
import numpy as np
import pandas as pd
s = pd.Series([0, 1, 2, 3])
other = pd.Series([-1, 2, -3, 4])
s.dot(other)
s @ other
df = pd.DataFrame([[0, 1], [-2, 3], [4, -5], [6, 7]])
s.dot(df)
arr = np.array([[0, 1], [-2, 3], [4, -5], [6, 7]])
s.dot(arr)
df = pd.DataFrame(arr)
