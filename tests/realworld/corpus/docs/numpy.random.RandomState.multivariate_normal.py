# source: the Examples of the docstring of numpy.random.RandomState.multivariate_normal (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 9 plotting examples; df = pts (array)
import pandas as pd
import numpy as np
mean = [0, 0]
cov = [[1, 0], [0, 100]]  # diagonal covariance
x, y = np.random.multivariate_normal(mean, cov, 5000).T
mean = (1, 2)
cov = [[1, 0], [0, 1]]
x = np.random.multivariate_normal(mean, cov, (3, 3))
x.shape
cov = np.array([[6, -3], [-3, 3.5]])
pts = np.random.multivariate_normal([0, 0], cov, size=800)
pts.mean(axis=0)
np.cov(pts.T)
np.corrcoef(pts.T)[0, 1]
df = pd.DataFrame(pts)
