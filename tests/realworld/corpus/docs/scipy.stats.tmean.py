# source: the Examples of the docstring of scipy.stats.tmean (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy import stats
x = np.arange(20)
stats.tmean(x)
stats.tmean(x, (3,17))
df = pd.DataFrame(x)
