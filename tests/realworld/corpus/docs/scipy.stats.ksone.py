# source: the Examples of the docstring of scipy.stats.ksone (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import ksone
n = 1e+03
mean, var, skew, kurt = ksone.stats(n, moments='mvsk')
x = np.linspace(ksone.ppf(0.01, n),
                ksone.ppf(0.99, n), 100)
rv = ksone(n)
vals = ksone.ppf([0.001, 0.5, 0.999], n)
np.allclose([0.001, 0.5, 0.999], ksone.cdf(vals, n))
r = ksone.rvs(n, size=1000)
df = pd.DataFrame(r)
