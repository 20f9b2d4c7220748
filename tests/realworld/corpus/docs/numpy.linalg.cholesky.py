# source: the Examples of the docstring of numpy.linalg.cholesky (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = L (array)
import pandas as pd
import numpy as np
A = np.array([[1,-2j],[2j,5]])
A
L = np.linalg.cholesky(A)
L
np.dot(L, L.T.conj()) # verify that L * L.H = A
A = [[1,-2j],[2j,5]] # what happens if A is only array_like?
np.linalg.cholesky(A) # an ndarray object is returned
np.linalg.cholesky(np.matrix(A))
df = pd.DataFrame(L)
