# source: the Examples of the docstring of scipy.linalg.eigvals_banded (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = w (array)
import pandas as pd
import numpy as np
from scipy.linalg import eigvals_banded
A = np.array([[1, 5, 2, 0], [5, 2, 5, 2], [2, 5, 3, 5], [0, 2, 5, 4]])
Ab = np.array([[1, 2, 3, 4], [5, 5, 5, 0], [2, 2, 0, 0]])
w = eigvals_banded(Ab, lower=True)
w
df = pd.DataFrame(w)
