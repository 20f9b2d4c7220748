# source: the Examples of the docstring of scipy.stats.sem (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
from scipy import stats
a = np.arange(20).reshape(5,4)
stats.sem(a)
stats.sem(a, axis=None, ddof=0)
df = pd.DataFrame(a)
