# source: the Examples of the docstring of scipy.stats.cumfreq (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 10 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng()
x = [1, 4, 2, 1, 3, 1]
res = stats.cumfreq(x, numbins=4, defaultreallimits=(1.5, 5))
res.cumcount
res.extrapoints
samples = stats.norm.rvs(size=1000, random_state=rng)
res = stats.cumfreq(samples, numbins=25)
x = res.lowerlimit + np.linspace(0, res.binsize*res.cumcount.size,
                                 res.cumcount.size)
df = pd.DataFrame(x)
