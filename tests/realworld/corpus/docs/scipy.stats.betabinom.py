# source: the Examples of the docstring of scipy.stats.betabinom (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import betabinom
n, a, b = 5, 2.3, 0.63
mean, var, skew, kurt = betabinom.stats(n, a, b, moments='mvsk')
x = np.arange(betabinom.ppf(0.01, n, a, b),
              betabinom.ppf(0.99, n, a, b))
rv = betabinom(n, a, b)
prob = betabinom.cdf(x, n, a, b)
np.allclose(x, betabinom.ppf(prob, n, a, b))
r = betabinom.rvs(n, a, b, size=1000)
df = pd.DataFrame(r)
