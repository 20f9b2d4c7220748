# source: the Examples of the docstring of scipy.stats.Covariance.whiten (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x_ (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng()
n = 3
A = rng.random(size=(n, n))
cov_array = A @ A.T  # make matrix symmetric positive definite
precision = np.linalg.inv(cov_array)
cov_object = stats.Covariance.from_precision(precision)
x = rng.multivariate_normal(np.zeros(n), cov_array, size=(10000))
x_ = cov_object.whiten(x)
np.cov(x_, rowvar=False)  # near-identity covariance
df = pd.DataFrame(x_)
