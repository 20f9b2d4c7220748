# source: the Examples of the docstring of scipy.stats.yeojohnson_normmax (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng()
x = stats.loggamma.rvs(5, size=30, random_state=rng) + 5
lmax = stats.yeojohnson_normmax(x)
df = pd.DataFrame(x)
