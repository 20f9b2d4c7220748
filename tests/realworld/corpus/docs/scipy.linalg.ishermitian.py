# source: the Examples of the docstring of scipy.linalg.ishermitian (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = Af (array)
import pandas as pd
import numpy as np
from scipy.linalg import ishermitian
A = np.arange(9).reshape(3, 3)
A = A + A.T
ishermitian(A)
A = np.array([[1., 2. + 3.j], [2. - 3.j, 4.]])
ishermitian(A)
Ac = np.array([[1. + 1.j, 3.j], [3.j, 2.]])
ishermitian(Ac)  # not Hermitian but symmetric
Af = np.array([[0, 1 + 1j], [1 - (1+1e-12)*1j, 0]])
ishermitian(Af)
ishermitian(Af, atol=5e-11) # almost hermitian with atol
df = pd.DataFrame(Af)
