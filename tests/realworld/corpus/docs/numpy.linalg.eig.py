# source: the Examples of the docstring of numpy.linalg.eig (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = v (array)
import pandas as pd
import numpy as np
from numpy import linalg as LA
w, v = LA.eig(np.diag((1, 2, 3)))
w; v
w, v = LA.eig(np.array([[1, -1], [1, 1]]))
w; v
a = np.array([[1, 1j], [-1j, 1]])
w, v = LA.eig(a)
w; v
a = np.array([[1 + 1e-9, 0], [0, 1 - 1e-9]])
w, v = LA.eig(a)
w; v
df = pd.DataFrame(v)
