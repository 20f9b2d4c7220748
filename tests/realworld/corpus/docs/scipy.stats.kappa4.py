# source: the Examples of the docstring of scipy.stats.kappa4 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import kappa4
h, k = 0.1, 0
mean, var, skew, kurt = kappa4.stats(h, k, moments='mvsk')
x = np.linspace(kappa4.ppf(0.01, h, k),
                kappa4.ppf(0.99, h, k), 100)
rv = kappa4(h, k)
vals = kappa4.ppf([0.001, 0.5, 0.999], h, k)
np.allclose([0.001, 0.5, 0.999], kappa4.cdf(vals, h, k))
r = kappa4.rvs(h, k, size=1000)
df = pd.DataFrame(r)
