# source: the Examples of the docstring of scipy.stats.nbinom (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import nbinom
n, p = 5, 0.5
mean, var, skew, kurt = nbinom.stats(n, p, moments='mvsk')
x = np.arange(nbinom.ppf(0.01, n, p),
              nbinom.ppf(0.99, n, p))
rv = nbinom(n, p)
prob = nbinom.cdf(x, n, p)
np.allclose(x, nbinom.ppf(prob, n, p))
r = nbinom.rvs(n, p, size=1000)
df = pd.DataFrame(r)
