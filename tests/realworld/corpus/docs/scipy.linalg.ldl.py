# source: the Examples of the docstring of scipy.linalg.ldl (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = perm (array)
import pandas as pd
import numpy as np
from scipy.linalg import ldl
a = np.array([[2, -1, 3], [0, 2, 0], [0, 0, 1]])
lu, d, perm = ldl(a, lower=0) # Use the upper part
lu
d
perm
lu[perm, :]
lu.dot(d).dot(lu.T)
df = pd.DataFrame(perm)
