# source: the Examples of the docstring of scipy.stats.variation (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy.stats import variation
variation([1, 2, 3, 4, 5], ddof=1)
x = np.array([[  10.0, np.nan, 11.0, 19.0, 23.0, 29.0, 98.0],
              [  29.0,   30.0, 32.0, 33.0, 35.0, 56.0, 57.0],
              [np.nan, np.nan, 12.0, 13.0, 16.0, 16.0, 17.0]])
variation(x, axis=1, ddof=1, nan_policy='omit')
df = pd.DataFrame(x)
