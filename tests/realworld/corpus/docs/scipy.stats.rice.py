# source: the Examples of the docstring of scipy.stats.rice (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import rice
b = 0.775
mean, var, skew, kurt = rice.stats(b, moments='mvsk')
x = np.linspace(rice.ppf(0.01, b),
                rice.ppf(0.99, b), 100)
rv = rice(b)
vals = rice.ppf([0.001, 0.5, 0.999], b)
np.allclose([0.001, 0.5, 0.999], rice.cdf(vals, b))
r = rice.rvs(b, size=1000)
df = pd.DataFrame(r)
