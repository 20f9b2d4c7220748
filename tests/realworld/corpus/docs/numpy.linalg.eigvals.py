# source: the Examples of the docstring of numpy.linalg.eigvals (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = A (array)
import pandas as pd
import numpy as np
from numpy import linalg as LA
x = np.random.random()
Q = np.array([[np.cos(x), -np.sin(x)], [np.sin(x), np.cos(x)]])
LA.norm(Q[0, :]), LA.norm(Q[1, :]), np.dot(Q[0, :],Q[1, :])
D = np.diag((-1,1))
LA.eigvals(D)
A = np.dot(Q, D)
A = np.dot(A, Q.T)
LA.eigvals(A)
df = pd.DataFrame(A)
