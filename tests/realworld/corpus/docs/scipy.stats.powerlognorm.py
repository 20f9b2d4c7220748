# source: the Examples of the docstring of scipy.stats.powerlognorm (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import powerlognorm
c, s = 2.14, 0.446
mean, var, skew, kurt = powerlognorm.stats(c, s, moments='mvsk')
x = np.linspace(powerlognorm.ppf(0.01, c, s),
                powerlognorm.ppf(0.99, c, s), 100)
rv = powerlognorm(c, s)
vals = powerlognorm.ppf([0.001, 0.5, 0.999], c, s)
np.allclose([0.001, 0.5, 0.999], powerlognorm.cdf(vals, c, s))
r = powerlognorm.rvs(c, s, size=1000)
df = pd.DataFrame(r)
