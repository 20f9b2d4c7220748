# source: the Examples of the docstring of scipy.linalg.cholesky (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = L (array)
import pandas as pd
import numpy as np
from scipy.linalg import cholesky
a = np.array([[1,-2j],[2j,5]])
L = cholesky(a, lower=True)
L
L @ L.T.conj()
df = pd.DataFrame(L)
