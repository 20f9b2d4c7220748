# source: the Examples of the docstring of scipy.linalg.eigh_tridiagonal (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = A (array)
import pandas as pd
import numpy as np
from scipy.linalg import eigh_tridiagonal
d = 3*np.ones(4)
e = -1*np.ones(3)
w, v = eigh_tridiagonal(d, e)
A = np.diag(d) + np.diag(e, k=1) + np.diag(e, k=-1)
np.allclose(A @ v - v @ np.diag(w), np.zeros((4, 4)))
df = pd.DataFrame(A)
