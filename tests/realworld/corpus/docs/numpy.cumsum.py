# source: the Examples of the docstring of numpy.cumsum (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
a = np.array([[1,2,3], [4,5,6]])
a
np.cumsum(a)
np.cumsum(a, dtype=float)     # specifies type of output value(s)
np.cumsum(a,axis=0)      # sum over rows for each of the 3 columns
np.cumsum(a,axis=1)      # sum over columns for each of the 2 rows
b = np.array([1, 2e-9, 3e-9] * 1000000)
b.cumsum()[-1]
b.sum()
df = pd.DataFrame(b)
