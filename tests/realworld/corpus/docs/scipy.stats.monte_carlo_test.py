# source: the Examples of the docstring of scipy.stats.monte_carlo_test (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples, 2 print calls; df = x (array)
import pandas as pd
import numpy as np
from scipy import stats
def statistic(x, axis):
    return stats.skew(x, axis)
rng = np.random.default_rng()
x = stats.skewnorm.rvs(a=1, size=50, random_state=rng)
statistic(x, axis=0)
from scipy.stats import monte_carlo_test
rvs = lambda size: stats.norm.rvs(size=size, random_state=rng)
res = monte_carlo_test(x, rvs, statistic, vectorized=True)
stats.skewtest(x).pvalue
x = stats.skewnorm.rvs(a=1, size=7, random_state=rng)
res = monte_carlo_test(x, rvs, statistic, vectorized=True)
df = pd.DataFrame(x)
