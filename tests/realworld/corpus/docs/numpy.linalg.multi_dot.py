# source: the Examples of the docstring of numpy.linalg.multi_dot (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = _ (array)
import pandas as pd
import numpy as np
from numpy.linalg import multi_dot
A = np.random.random((10000, 100))
B = np.random.random((100, 1000))
C = np.random.random((1000, 5))
D = np.random.random((5, 333))
_ = multi_dot([A, B, C, D])
_ = np.dot(np.dot(np.dot(A, B), C), D)
_ = A.dot(B).dot(C).dot(D)
df = pd.DataFrame(_)
