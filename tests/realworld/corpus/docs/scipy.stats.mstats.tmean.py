# source: the Examples of the docstring of scipy.stats.mstats.tmean (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
from scipy.stats import mstats
a = np.array([[6, 8, 3, 0],
              [3, 9, 1, 2],
              [8, 7, 8, 2],
              [5, 6, 0, 2],
              [4, 5, 5, 2]])

mstats.tmean(a, (2,5))
mstats.tmean(a, (2,5), axis=0)
df = pd.DataFrame(a)
