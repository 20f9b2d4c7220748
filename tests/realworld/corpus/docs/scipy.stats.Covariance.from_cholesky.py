# source: the Examples of the docstring of scipy.stats.Covariance.from_cholesky (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = L (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng()
n = 5
A = rng.random(size=(n, n))
A = A @ A.T  # make the covariance symmetric positive definite
x = rng.random(size=n)
L = np.linalg.cholesky(A)
cov = stats.Covariance.from_cholesky(L)
from scipy.linalg import solve_triangular
res = cov.whiten(x)
ref = solve_triangular(L, x, lower=True)
np.allclose(res, ref)
res = cov.log_pdet
ref = np.linalg.slogdet(A)[-1]
np.allclose(res, ref)
df = pd.DataFrame(L)
