# source: the Examples of the docstring of scipy.linalg.polar (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = p (array)
import pandas as pd
import numpy as np
from scipy.linalg import polar
a = np.array([[1, -1], [2, 4]])
u, p = polar(a)
u
p
b = np.array([[0.5, 1, 2], [1.5, 3, 4]])
u, p = polar(b)
u
p
u.dot(p)   # Verify the decomposition.
u.dot(u.T)   # The rows of u are orthonormal.
c = b.T
u, p = polar(c)
u
p
u.dot(p)   # Verify the decomposition.
u.T.dot(u)  # The columns of u are orthonormal.
df = pd.DataFrame(p)
