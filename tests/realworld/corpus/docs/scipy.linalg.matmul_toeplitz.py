# source: the Examples of the docstring of scipy.linalg.matmul_toeplitz (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
c = np.array([1, 3, 6, 10])    # First column of T
r = np.array([1, -1, -2, -3])  # First row of T
x = np.array([[1, 10], [2, 11], [2, 11], [5, 19]])
from scipy.linalg import toeplitz, matmul_toeplitz
matmul_toeplitz((c, r), x)
toeplitz(c, r) @ x
n = 1000000
matmul_toeplitz([1] + [0]*(n-1), np.ones(n))
df = pd.DataFrame(x)
