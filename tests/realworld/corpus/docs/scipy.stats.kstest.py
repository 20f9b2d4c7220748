# source: the Examples of the docstring of scipy.stats.kstest (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = sample2 (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng()
stats.kstest(stats.uniform.rvs(size=100, random_state=rng),
             stats.norm.cdf)
x = stats.norm.rvs(size=100, random_state=rng)
stats.kstest(x, stats.norm.cdf)
x = stats.norm.rvs(size=100, loc=0.5, random_state=rng)
stats.kstest(x, stats.norm.cdf, alternative='less')
stats.kstest(x, "norm", alternative='less')
sample1 = stats.laplace.rvs(size=105, random_state=rng)
sample2 = stats.laplace.rvs(size=95, random_state=rng)
stats.kstest(sample1, sample2)
df = pd.DataFrame(sample2)
