# source: the Examples of the docstring of scipy.stats.nchypergeom_wallenius (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import nchypergeom_wallenius
M, n, N, odds = 140, 80, 60, 0.5
mean, var, skew, kurt = nchypergeom_wallenius.stats(M, n, N, odds, moments='mvsk')
x = np.arange(nchypergeom_wallenius.ppf(0.01, M, n, N, odds),
              nchypergeom_wallenius.ppf(0.99, M, n, N, odds))
rv = nchypergeom_wallenius(M, n, N, odds)
prob = nchypergeom_wallenius.cdf(x, M, n, N, odds)
np.allclose(x, nchypergeom_wallenius.ppf(prob, M, n, N, odds))
r = nchypergeom_wallenius.rvs(M, n, N, odds, size=1000)
df = pd.DataFrame(r)
