# source: the Examples of the docstring of numpy.linalg.inv (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ainv (array)
import pandas as pd
import numpy as np
from numpy.linalg import inv
a = np.array([[1., 2.], [3., 4.]])
ainv = inv(a)
np.allclose(np.dot(a, ainv), np.eye(2))
np.allclose(np.dot(ainv, a), np.eye(2))
ainv = inv(np.matrix(a))
ainv
a = np.array([[[1., 2.], [3., 4.]], [[1, 3], [3, 5]]])
inv(a)
df = pd.DataFrame(ainv)
