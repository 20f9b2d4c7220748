# source: the Examples of the docstring of scipy.stats.Covariance (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = A (array)
import pandas as pd
from scipy import stats
import numpy as np
d = [1, 2, 3]
A = np.diag(d)  # a diagonal covariance matrix
x = [4, -2, 5]  # a point of interest
dist = stats.multivariate_normal(mean=[0, 0, 0], cov=A)
dist.pdf(x)
cov = stats.Covariance.from_diagonal(d)
dist = stats.multivariate_normal(mean=[0, 0, 0], cov=cov)
dist.pdf(x)
df = pd.DataFrame(A)
