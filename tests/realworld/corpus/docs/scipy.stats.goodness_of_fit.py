# source: the Examples of the docstring of scipy.stats.goodness_of_fit (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 9 plotting examples, 3 print calls; df = x (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng()
x = stats.uniform.rvs(size=75, random_state=rng)
loc, scale = np.mean(x), np.std(x, ddof=1)
cdf = stats.norm(loc, scale).cdf
stats.ks_1samp(x, cdf)
known_params = {'loc': loc, 'scale': scale}
res = stats.goodness_of_fit(stats.norm, x, known_params=known_params,
                            statistic='ks', random_state=rng)
res.statistic, res.pvalue
res = stats.goodness_of_fit(stats.norm, x, statistic='ks',
                            random_state=rng)
res.statistic, res.pvalue
res = stats.anderson(x, 'norm')
res = stats.goodness_of_fit(stats.norm, x, statistic='ad',
                            random_state=rng)
res.statistic, res.pvalue
rng = np.random.default_rng()
x = stats.chi(df=2.2, loc=0, scale=2).rvs(size=1000, random_state=rng)
res = stats.goodness_of_fit(stats.rayleigh, x, statistic='cvm',
                            known_params={'loc': 0}, random_state=rng)
res.fit_result  # location is as specified, and scale is reasonable
res.statistic, res.pvalue
df = pd.DataFrame(x)
