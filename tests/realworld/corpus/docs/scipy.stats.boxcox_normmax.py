# source: the Examples of the docstring of scipy.stats.boxcox_normmax (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = y (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng()
x = stats.loggamma.rvs(5, size=30, random_state=rng) + 5
y, lmax_mle = stats.boxcox(x)
lmax_pearsonr = stats.boxcox_normmax(x)
lmax_mle
lmax_pearsonr
stats.boxcox_normmax(x, method='all')
from scipy import optimize
options = {'xatol': 1e-12}  # absolute tolerance on `x`
def optimizer(fun):
    return optimize.minimize_scalar(fun, bounds=(6, 7),
                                    method="bounded", options=options)
stats.boxcox_normmax(x, optimizer=optimizer)
df = pd.DataFrame(y)
