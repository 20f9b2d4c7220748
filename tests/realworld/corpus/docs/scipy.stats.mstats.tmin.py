# source: the Examples of the docstring of scipy.stats.mstats.tmin (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
from scipy.stats import mstats
a = np.array([[6, 8, 3, 0],
              [3, 2, 1, 2],
              [8, 1, 8, 2],
              [5, 3, 0, 2],
              [4, 7, 5, 2]])
mstats.tmin(a, 5)
df = pd.DataFrame(a)
