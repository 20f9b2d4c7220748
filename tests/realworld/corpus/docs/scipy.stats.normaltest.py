# source: the Examples of the docstring of scipy.stats.normaltest (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 print calls; df = x (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng()
pts = 1000
a = rng.normal(0, 1, size=pts)
b = rng.normal(2, 1, size=pts)
x = np.concatenate((a, b))
k2, p = stats.normaltest(x)
alpha = 1e-3
if p < alpha:  # null hypothesis: x comes from a normal distribution
    pass
else:
    pass
df = pd.DataFrame(x)
