# source: the Examples of the docstring of scipy.stats.gennorm (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import gennorm
beta = 1.3
mean, var, skew, kurt = gennorm.stats(beta, moments='mvsk')
x = np.linspace(gennorm.ppf(0.01, beta),
                gennorm.ppf(0.99, beta), 100)
rv = gennorm(beta)
vals = gennorm.ppf([0.001, 0.5, 0.999], beta)
np.allclose([0.001, 0.5, 0.999], gennorm.cdf(vals, beta))
r = gennorm.rvs(beta, size=1000)
df = pd.DataFrame(r)
