# source: the Examples of the docstring of scipy.optimize.nnls (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
from scipy.optimize import nnls
A = np.array([[1, 0], [1, 0], [0, 1]])
b = np.array([2, 1, 1])
nnls(A, b)
b = np.array([-1, -1, -1])
nnls(A, b)
df = pd.DataFrame(b)
