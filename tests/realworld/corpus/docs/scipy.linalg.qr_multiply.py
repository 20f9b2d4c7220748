# source: the Examples of the docstring of scipy.linalg.qr_multiply (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = piv2 (array)
import pandas as pd
import numpy as np
from scipy.linalg import qr_multiply, qr
A = np.array([[1, 3, 3], [2, 3, 2], [2, 3, 3], [1, 3, 2]])
qc, r1, piv1 = qr_multiply(A, 2*np.eye(4), pivoting=1)
qc
r1
piv1
q2, r2, piv2 = qr(A, mode='economic', pivoting=1)
np.allclose(2*q2 - qc, np.zeros((4, 3)))
df = pd.DataFrame(piv2)
