# source: the Examples of the docstring of scipy.stats.binom (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import binom
n, p = 5, 0.4
mean, var, skew, kurt = binom.stats(n, p, moments='mvsk')
x = np.arange(binom.ppf(0.01, n, p),
              binom.ppf(0.99, n, p))
rv = binom(n, p)
prob = binom.cdf(x, n, p)
np.allclose(x, binom.ppf(prob, n, p))
r = binom.rvs(n, p, size=1000)
df = pd.DataFrame(r)
