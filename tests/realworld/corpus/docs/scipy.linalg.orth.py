# source: the Examples of the docstring of scipy.linalg.orth (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = A (array)
import pandas as pd
import numpy as np
from scipy.linalg import orth
A = np.array([[2, 0, 0], [0, 5, 0]])  # rank 2 array
orth(A)
orth(A.T)
df = pd.DataFrame(A)
