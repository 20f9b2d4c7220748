# source: the Examples of the docstring of scipy.stats.binned_statistic_dd (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = y (array)
import pandas as pd
import numpy as np
from scipy import stats
mu = np.array([0., 1.])
sigma = np.array([[1., -0.5],[-0.5, 1.5]])
multinormal = stats.multivariate_normal(mu, sigma)
data = multinormal.rvs(size=600, random_state=235412)
data.shape
N = 60
x = np.linspace(-3, 3, N)
y = np.linspace(-3, 4, N)
ret = stats.binned_statistic_dd(data, np.arange(600), bins=[x, y],
                                statistic='count')
bincounts = ret.statistic
dx = x[1] - x[0]
dy = y[1] - y[0]
x, y = np.meshgrid(x[:-1]+dx/2, y[:-1]+dy/2)
z = 0
bincounts = bincounts.ravel()
x = x.ravel()
y = y.ravel()
ret2 = stats.binned_statistic_dd(data, -np.arange(600),
                                 binned_statistic_result=ret,
                                 statistic='mean')
df = pd.DataFrame(y)
