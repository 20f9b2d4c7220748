# source: the Examples of the docstring of scipy.stats.zscore (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
a = np.array([ 0.7972,  0.0767,  0.4383,  0.7866,  0.8091,
               0.1954,  0.6307,  0.6599,  0.1065,  0.0508])
from scipy import stats
stats.zscore(a)
b = np.array([[ 0.3148,  0.0478,  0.6243,  0.4608],
              [ 0.7149,  0.0775,  0.6072,  0.9656],
              [ 0.6341,  0.1403,  0.9759,  0.4064],
              [ 0.5918,  0.6948,  0.904 ,  0.3721],
              [ 0.0921,  0.2481,  0.1188,  0.1366]])
stats.zscore(b, axis=1, ddof=1)
x = np.array([[25.11, 30.10, np.nan, 32.02, 43.15],
              [14.95, 16.06, 121.25, 94.35, 29.81]])
stats.zscore(x, axis=1, nan_policy='omit')
df = pd.DataFrame(x)
