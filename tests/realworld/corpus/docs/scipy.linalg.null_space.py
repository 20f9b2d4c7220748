# source: the Examples of the docstring of scipy.linalg.null_space (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = Z (array)
import pandas as pd
import numpy as np
from scipy.linalg import null_space
A = np.array([[1, 1], [1, 1]])
ns = null_space(A)
ns * np.sign(ns[0,0])  # Remove the sign ambiguity of the vector
from numpy.random import default_rng
rng = default_rng()
B = rng.random((3, 5))
Z = null_space(B)
Z.shape
np.allclose(B.dot(Z), 0)
Z.T.dot(Z)
df = pd.DataFrame(Z)
