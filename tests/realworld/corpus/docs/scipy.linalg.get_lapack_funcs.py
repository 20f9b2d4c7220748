# source: the Examples of the docstring of scipy.linalg.get_lapack_funcs (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
import scipy.linalg as LA
rng = np.random.default_rng()
a = rng.random((3,2))
x_lange = LA.get_lapack_funcs('lange', (a,))
x_lange.typecode
x_lange = LA.get_lapack_funcs('lange',(a*1j,))
x_lange.typecode
a = rng.random((1000, 1000))
b = rng.random((1000, 1)) * 1j
# We pick up zsysv and zsysv_lwork due to b array
xsysv, xlwork = LA.get_lapack_funcs(('sysv', 'sysv_lwork'), (a, b))
opt_lwork, _ = xlwork(a.shape[0])  # returns a complex for 'z' prefix
udut, ipiv, x, info = xsysv(a, b, lwork=int(opt_lwork.real))
df = pd.DataFrame(x)
