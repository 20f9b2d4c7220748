# source: the Examples of the docstring of scipy.stats.relfreq (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng()
a = np.array([2, 4, 1, 2, 3, 2])
res = stats.relfreq(a, numbins=4)
res.frequency
np.sum(res.frequency)  # relative frequencies should add up to 1
samples = stats.norm.rvs(size=1000, random_state=rng)
res = stats.relfreq(samples, numbins=25)
x = res.lowerlimit + np.linspace(0, res.binsize*res.frequency.size,
                                 res.frequency.size)
df = pd.DataFrame(x)
