# source: the Examples of the docstring of scipy.stats.permutation_test (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples, 5 print calls; df = unique (array)
import pandas as pd
import numpy as np
def statistic(x, y, axis):
    return np.mean(x, axis=axis) - np.mean(y, axis=axis)
from scipy.stats import norm
rng = np.random.default_rng()
x = norm.rvs(size=5, random_state=rng)
y = norm.rvs(size=6, loc = 3, random_state=rng)
statistic(x, y, 0)
from scipy.stats import permutation_test
res = permutation_test((x, y), statistic, vectorized=True,
                       n_resamples=np.inf, alternative='less')
x = norm.rvs(size=100, random_state=rng)
y = norm.rvs(size=120, loc=0.3, random_state=rng)
res = permutation_test((x, y), statistic, n_resamples=100000,
                       vectorized=True, alternative='less',
                       random_state=rng)
from scipy.stats import ttest_ind
res_asymptotic = ttest_ind(x, y, alternative='less')
from scipy.stats import pearsonr
x = [1, 2, 4, 3]
y = [2, 4, 6, 8]
def statistic(x, y):
    return pearsonr(x, y).statistic
res = permutation_test((x, y), statistic, vectorized=False,
                       permutation_type='pairings',
                       alternative='greater')
r, pvalue, null = res.statistic, res.pvalue, res.null_distribution
r
unique = np.unique(null)
unique
unique[np.isclose(r, unique)].tolist()
incorrect_pvalue = np.count_nonzero(null >= r) / len(null)
incorrect_pvalue
correct_pvalue = np.count_nonzero(null >= r - 1e-14) / len(null)
correct_pvalue
res.pvalue == correct_pvalue
df = pd.DataFrame(unique)
