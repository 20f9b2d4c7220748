# source: the Examples of the docstring of scipy.stats.Covariance.from_precision (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng()
n = 5
P = rng.random(size=(n, n))
P = P @ P.T  # a precision matrix must be positive definite
x = rng.random(size=n)
cov = stats.Covariance.from_precision(P)
res = cov.whiten(x)
ref = x @ np.linalg.cholesky(P)
np.allclose(res, ref)
res = cov.log_pdet
ref = -np.linalg.slogdet(P)[-1]
np.allclose(res, ref)
df = pd.DataFrame(x)
