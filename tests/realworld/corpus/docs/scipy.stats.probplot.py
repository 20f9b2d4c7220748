# source: the Examples of the docstring of scipy.stats.probplot (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 14 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy import stats
nsample = 100
rng = np.random.default_rng()
x = stats.t.rvs(3, size=nsample, random_state=rng)
x = stats.t.rvs(25, size=nsample, random_state=rng)
x = stats.norm.rvs(loc=[0,5], scale=[1,1.5],
                   size=(nsample//2,2), random_state=rng).ravel()
x = stats.norm.rvs(loc=0, scale=1, size=nsample, random_state=rng)
x = stats.loggamma.rvs(c=2.5, size=500, random_state=rng)
df = pd.DataFrame(x)
