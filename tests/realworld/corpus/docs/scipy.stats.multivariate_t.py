# source: the Examples of the docstring of scipy.stats.multivariate_t (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = y (array)
import pandas as pd
import numpy as np
from scipy.stats import multivariate_t
rv = multivariate_t([1.0, -0.5], [[2.1, 0.3], [0.3, 1.5]], df=2)
x, y = np.mgrid[-1:3:.01, -2:1.5:.01]
pos = np.dstack((x, y))
df = pd.DataFrame(y)
