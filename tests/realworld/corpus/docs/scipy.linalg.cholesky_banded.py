# source: the Examples of the docstring of scipy.linalg.cholesky_banded (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = C (array)
import pandas as pd
import numpy as np
from scipy.linalg import cholesky_banded
from numpy import allclose, zeros, diag
Ab = np.array([[0, 0, 1j, 2, 3j], [0, -1, -2, 3, 4], [9, 8, 7, 6, 9]])
A = np.diag(Ab[0,2:], k=2) + np.diag(Ab[1,1:], k=1)
A = A + A.conj().T + np.diag(Ab[2, :])
c = cholesky_banded(Ab)
C = np.diag(c[0, 2:], k=2) + np.diag(c[1, 1:], k=1) + np.diag(c[2, :])
np.allclose(C.conj().T @ C - A, np.zeros((5, 5)))
df = pd.DataFrame(C)
