# source: the Examples of the docstring of scipy.stats.random_correlation (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = v (array)
import pandas as pd
import numpy as np
from scipy.stats import random_correlation
rng = np.random.default_rng()
x = random_correlation.rvs((.5, .8, 1.2, 1.5), random_state=rng)
x
import scipy.linalg
e, v = scipy.linalg.eigh(x)
e
df = pd.DataFrame(v)
