# source: the Examples of the docstring of scipy.stats.scoreatpercentile (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
from scipy import stats
a = np.arange(100)
stats.scoreatpercentile(a, 50)
df = pd.DataFrame(a)
