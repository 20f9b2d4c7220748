# source: the Examples of the docstring of scipy.stats.pointbiserialr (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
from scipy import stats
a = np.array([0, 0, 0, 1, 1, 1, 1])
b = np.arange(7)
stats.pointbiserialr(a, b)
stats.pearsonr(a, b)
np.corrcoef(a, b)
df = pd.DataFrame(b)
