# source: the Examples of the docstring of scipy.linalg.get_blas_funcs (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
import scipy.linalg as LA
rng = np.random.default_rng()
a = rng.random((3,2))
x_gemv = LA.get_blas_funcs('gemv', (a,))
x_gemv.typecode
x_gemv = LA.get_blas_funcs('gemv',(a*1j,))
x_gemv.typecode
df = pd.DataFrame(a)
