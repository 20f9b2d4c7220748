# source: the Examples of the docstring of scipy.stats.ttest_rel (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = rvs3 (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng()
rvs1 = stats.norm.rvs(loc=5, scale=10, size=500, random_state=rng)
rvs2 = (stats.norm.rvs(loc=5, scale=10, size=500, random_state=rng)
        + stats.norm.rvs(scale=0.2, size=500, random_state=rng))
stats.ttest_rel(rvs1, rvs2)
rvs3 = (stats.norm.rvs(loc=8, scale=10, size=500, random_state=rng)
        + stats.norm.rvs(scale=0.2, size=500, random_state=rng))
stats.ttest_rel(rvs1, rvs3)
df = pd.DataFrame(rvs3)
