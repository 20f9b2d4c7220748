# source: the Examples of the docstring of scipy.linalg.issymmetric (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = Ac (array)
import pandas as pd
import numpy as np
from scipy.linalg import issymmetric
A = np.arange(9).reshape(3, 3)
A = A + A.T
issymmetric(A)
Ac = np.array([[1. + 1.j, 3.j], [3.j, 2.]])
issymmetric(Ac)  # not Hermitian but symmetric
df = pd.DataFrame(Ac)
