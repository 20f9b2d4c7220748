# source: the Examples of the docstring of numpy.linalg.norm (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = c (array)
import pandas as pd
import numpy as np
from numpy import linalg as LA
a = np.arange(9) - 4
a
b = a.reshape((3, 3))
b
LA.norm(a)
LA.norm(b)
LA.norm(b, 'fro')
LA.norm(a, np.inf)
LA.norm(b, np.inf)
LA.norm(a, -np.inf)
LA.norm(b, -np.inf)
LA.norm(a, 1)
LA.norm(b, 1)
LA.norm(a, -1)
LA.norm(b, -1)
LA.norm(a, 2)
LA.norm(b, 2)
LA.norm(a, -2)
LA.norm(b, -2)
LA.norm(a, 3)
LA.norm(a, -3)
c = np.array([[ 1, 2, 3],
              [-1, 1, 4]])
LA.norm(c, axis=0)
LA.norm(c, axis=1)
LA.norm(c, ord=1, axis=1)
m = np.arange(8).reshape(2,2,2)
LA.norm(m, axis=(1,2))
LA.norm(m[0, :, :]), LA.norm(m[1, :, :])
df = pd.DataFrame(c)
