# source: the Examples of the docstring of scipy.stats.burr (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import burr
c, d = 10.5, 4.3
mean, var, skew, kurt = burr.stats(c, d, moments='mvsk')
x = np.linspace(burr.ppf(0.01, c, d),
                burr.ppf(0.99, c, d), 100)
rv = burr(c, d)
vals = burr.ppf([0.001, 0.5, 0.999], c, d)
np.allclose([0.001, 0.5, 0.999], burr.cdf(vals, c, d))
r = burr.rvs(c, d, size=1000)
df = pd.DataFrame(r)
