# source: the Examples of the docstring of scipy.stats.Covariance.from_diagonal (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = d (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng()
n = 5
A = np.diag(rng.random(n))
x = rng.random(size=n)
d = np.diag(A)
cov = stats.Covariance.from_diagonal(d)
res = cov.whiten(x)
ref = np.diag(d**-0.5) @ x
np.allclose(res, ref)
res = cov.log_pdet
ref = np.linalg.slogdet(A)[-1]
np.allclose(res, ref)
df = pd.DataFrame(d)
