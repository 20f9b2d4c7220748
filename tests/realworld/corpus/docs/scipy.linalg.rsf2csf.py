# source: the Examples of the docstring of scipy.linalg.rsf2csf (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = Z2 (array)
import pandas as pd
import numpy as np
from scipy.linalg import schur, rsf2csf
A = np.array([[0, 2, 2], [0, 1, 2], [1, 0, 1]])
T, Z = schur(A)
T
Z
T2 , Z2 = rsf2csf(T, Z)
T2
Z2
df = pd.DataFrame(Z2)
