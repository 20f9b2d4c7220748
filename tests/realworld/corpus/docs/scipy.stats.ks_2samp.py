# source: the Examples of the docstring of scipy.stats.ks_2samp (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = sample1 (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng()
sample1 = stats.uniform.rvs(size=100, random_state=rng)
sample2 = stats.norm.rvs(size=110, random_state=rng)
stats.ks_2samp(sample1, sample2)
sample1 = stats.norm.rvs(size=105, random_state=rng)
sample2 = stats.norm.rvs(size=95, random_state=rng)
stats.ks_2samp(sample1, sample2)
sample1 = stats.norm.rvs(size=105, loc=0.5, random_state=rng)
stats.ks_2samp(sample1, sample2, alternative='less')
df = pd.DataFrame(sample1)
