# source: the Examples of the docstring of scipy.stats.betaprime (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import betaprime
a, b = 5, 6
mean, var, skew, kurt = betaprime.stats(a, b, moments='mvsk')
x = np.linspace(betaprime.ppf(0.01, a, b),
                betaprime.ppf(0.99, a, b), 100)
rv = betaprime(a, b)
vals = betaprime.ppf([0.001, 0.5, 0.999], a, b)
np.allclose([0.001, 0.5, 0.999], betaprime.cdf(vals, a, b))
r = betaprime.rvs(a, b, size=1000)
df = pd.DataFrame(r)
