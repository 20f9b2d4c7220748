# source: the Examples of the docstring of scipy.stats.yeojohnson_llf (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 10 plotting examples; df = x_most_normal (array)
import pandas as pd
import numpy as np
from scipy import stats
x = stats.loggamma.rvs(5, loc=10, size=1000)
lmbdas = np.linspace(-2, 10)
llf = np.zeros(lmbdas.shape, dtype=float)
for ii, lmbda in enumerate(lmbdas):
    llf[ii] = stats.yeojohnson_llf(lmbda, x)
x_most_normal, lmbda_optimal = stats.yeojohnson(x)
locs = [3, 10, 4]  # 'lower left', 'center', 'lower right'
df = pd.DataFrame(x_most_normal)
