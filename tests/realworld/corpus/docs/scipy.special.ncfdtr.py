# source: the Examples of the docstring of scipy.special.ncfdtr (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = ncf_special (array)
import pandas as pd
import numpy as np
from scipy import special
from scipy import stats
x = np.linspace(-1, 8, num=500)
dfn = 3
dfd = 2
ncf_stats = stats.f.cdf(x, dfn, dfd)
ncf_special = special.ncfdtr(dfn, dfd, 0, x)
df = pd.DataFrame(ncf_special)
