# source: the Examples of the docstring of numpy.ufunc.outer (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = B (array)
import pandas as pd
import numpy as np
np.multiply.outer([1, 2, 3], [4, 5, 6])
A = np.array([[1, 2, 3], [4, 5, 6]])
A.shape
B = np.array([[1, 2, 3, 4]])
B.shape
C = np.multiply.outer(A, B)
C.shape; C
df = pd.DataFrame(B)
