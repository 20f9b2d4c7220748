# source: the Examples of the docstring of scipy.linalg.eigvalsh_tridiagonal (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = w2 (array)
import pandas as pd
import numpy as np
from scipy.linalg import eigvalsh_tridiagonal, eigvalsh
d = 3*np.ones(4)
e = -1*np.ones(3)
w = eigvalsh_tridiagonal(d, e)
A = np.diag(d) + np.diag(e, k=1) + np.diag(e, k=-1)
w2 = eigvalsh(A)  # Verify with other eigenvalue routines
np.allclose(w - w2, np.zeros(4))
df = pd.DataFrame(w2)
