# source: the Examples of the docstring of scipy.stats.differential_entropy (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = ns (array)
import pandas as pd
import numpy as np
from scipy.stats import differential_entropy, norm
rng = np.random.default_rng()
values = rng.standard_normal(100)
differential_entropy(values)
float(norm.entropy())
from scipy import stats
def rmse(res, expected):
    '''Root mean squared error'''
    return np.sqrt(np.mean((res - expected)**2))
a, b = np.log10(5), np.log10(1000)
ns = np.round(np.logspace(a, b, 10)).astype(int)
reps = 1000  # number of repetitions for each sample size
expected = stats.expon.entropy()
method_errors = {'vasicek': [], 'van es': [], 'ebrahimi': []}
for method in method_errors:
    for n in ns:
       rvs = stats.expon.rvs(size=(reps, n), random_state=rng)
       res = stats.differential_entropy(rvs, method=method, axis=-1)
       error = rmse(res, expected)
       method_errors[method].append(error)
df = pd.DataFrame(ns)
