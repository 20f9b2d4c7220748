# source: the Examples of the docstring of scipy.stats.ncf (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import ncf
dfn, dfd, nc = 27, 27, 0.416
mean, var, skew, kurt = ncf.stats(dfn, dfd, nc, moments='mvsk')
x = np.linspace(ncf.ppf(0.01, dfn, dfd, nc),
                ncf.ppf(0.99, dfn, dfd, nc), 100)
rv = ncf(dfn, dfd, nc)
vals = ncf.ppf([0.001, 0.5, 0.999], dfn, dfd, nc)
np.allclose([0.001, 0.5, 0.999], ncf.cdf(vals, dfn, dfd, nc))
r = ncf.rvs(dfn, dfd, nc, size=1000)
df = pd.DataFrame(r)
