# source: the Examples of the docstring of scipy.linalg.eigh (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = v (array)
import pandas as pd
import numpy as np
from scipy.linalg import eigh
A = np.array([[6, 3, 1, 5], [3, 0, 5, 1], [1, 5, 6, 2], [5, 1, 2, 2]])
w, v = eigh(A)
np.allclose(A @ v - v @ np.diag(w), np.zeros((4, 4)))
w = eigh(A, eigvals_only=True)
A = np.array([[34, -4, -10, -7, 2],
              [-4, 7, 2, 12, 0],
              [-10, 2, 44, 2, -19],
              [-7, 12, 2, 79, -34],
              [2, 0, -19, -34, 29]])
eigh(A, eigvals_only=True, subset_by_value=[-np.inf, 10])
w, v = eigh(A, subset_by_index=[1, 1])
w
v.shape  # only a single column is returned
df = pd.DataFrame(v)
