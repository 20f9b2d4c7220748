# source: the Examples of the docstring of scipy.stats.median_abs_deviation (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy import stats
x = stats.norm.rvs(size=100, scale=1, random_state=123456)
x.std()
stats.median_abs_deviation(x)
x[0] = 345.6
x.std()
stats.median_abs_deviation(x)
x = np.array([[10, 7, 4], [3, 2, 1]])
x
stats.median_abs_deviation(x)
stats.median_abs_deviation(x, axis=None)
x = stats.norm.rvs(size=1000000, scale=2, random_state=123456)
stats.median_abs_deviation(x)
stats.median_abs_deviation(x, scale='normal')
df = pd.DataFrame(x)
