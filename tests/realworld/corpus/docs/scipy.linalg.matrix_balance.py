# source: the Examples of the docstring of scipy.linalg.matrix_balance (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = permscale (array)
import pandas as pd
import numpy as np
from scipy import linalg
x = np.array([[1,2,0], [9,1,0.01], [1,2,10*np.pi]])
y, permscale = linalg.matrix_balance(x)
np.abs(x).sum(axis=0) / np.abs(x).sum(axis=1)
np.abs(y).sum(axis=0) / np.abs(y).sum(axis=1)
permscale  # only powers of 2 (0.5 == 2^(-1))
df = pd.DataFrame(permscale)
