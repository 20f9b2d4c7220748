# source: the Examples of the docstring of numpy.reshape (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 traceback examples; df = a (array)
import pandas as pd
import numpy as np
a = np.zeros((10, 2))
b = a.T
c = b.view()
a = np.arange(6).reshape((3, 2))
a
np.reshape(a, (2, 3)) # C-like index ordering
np.reshape(np.ravel(a), (2, 3)) # equivalent to C ravel then C reshape
np.reshape(a, (2, 3), order='F') # Fortran-like index ordering
np.reshape(np.ravel(a, order='F'), (2, 3), order='F')
a = np.array([[1,2,3], [4,5,6]])
np.reshape(a, 6)
np.reshape(a, 6, order='F')
np.reshape(a, (3,-1))       # the unspecified value is inferred to be 2
df = pd.DataFrame(a)
