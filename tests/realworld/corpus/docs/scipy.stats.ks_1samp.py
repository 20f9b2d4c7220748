# source: the Examples of the docstring of scipy.stats.ks_1samp (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng()
stats.ks_1samp(stats.uniform.rvs(size=100, random_state=rng),
               stats.norm.cdf)
x = stats.norm.rvs(size=100, random_state=rng)
stats.ks_1samp(x, stats.norm.cdf)
x = stats.norm.rvs(size=100, loc=0.5, random_state=rng)
stats.ks_1samp(x, stats.norm.cdf, alternative='less')
df = pd.DataFrame(x)
