# source: the Examples of the docstring of scipy.linalg.eigvals (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
from scipy import linalg
a = np.array([[0., -1.], [1., 0.]])
linalg.eigvals(a)
b = np.array([[0., 1.], [1., 1.]])
linalg.eigvals(a, b)
a = np.array([[3., 0., 0.], [0., 8., 0.], [0., 0., 7.]])
linalg.eigvals(a, homogeneous_eigvals=True)
df = pd.DataFrame(a)
