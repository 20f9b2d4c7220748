# source: the Examples of the docstring of scipy.stats.mstats.count_tied_groups (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = z (array)
import pandas as pd
from scipy.stats import mstats
import numpy as np
z = [0, 0, 0, 2, 2, 2, 3, 3, 4, 5, 6]
mstats.count_tied_groups(z)
z = np.ma.array([0, 0, 1, 2, 2, 2, 3, 3, 4, 5, 6])
mstats.count_tied_groups(z)
z[[1,-1]] = np.ma.masked
mstats.count_tied_groups(z, use_missing=True)
df = pd.DataFrame(z)
