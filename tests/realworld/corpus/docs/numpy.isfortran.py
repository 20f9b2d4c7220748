# source: the Examples of the docstring of numpy.isfortran (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
a = np.array([[1, 2, 3], [4, 5, 6]], order='C')
a
np.isfortran(a)
b = np.array([[1, 2, 3], [4, 5, 6]], order='F')
b
np.isfortran(b)
a = np.array([[1, 2, 3], [4, 5, 6]], order='C')
a
np.isfortran(a)
b = a.T
b
np.isfortran(b)
np.isfortran(np.array([1, 2], order='F'))
df = pd.DataFrame(b)
