# source: the Examples of the docstring of scipy.stats.Covariance.colorize (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = cov_data (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng(1638083107694713882823079058616272161)
n = 3
A = rng.random(size=(n, n))
cov_array = A @ A.T  # make matrix symmetric positive definite
cholesky = np.linalg.cholesky(cov_array)
cov_object = stats.Covariance.from_cholesky(cholesky)
x = rng.multivariate_normal(np.zeros(n), np.eye(n), size=(10000))
x_ = cov_object.colorize(x)
cov_data = np.cov(x_, rowvar=False)
np.allclose(cov_data, cov_array, rtol=3e-2)
df = pd.DataFrame(cov_data)
