# source: the Examples of the docstring of scipy.stats.ppcc_plot (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 14 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng()
c = 2.5
x = stats.weibull_min.rvs(c, scale=4, size=2000, random_state=rng)
df = pd.DataFrame(x)
