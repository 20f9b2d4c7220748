# source: the Examples of the docstring of scipy.stats.truncexpon (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import truncexpon
b = 4.69
mean, var, skew, kurt = truncexpon.stats(b, moments='mvsk')
x = np.linspace(truncexpon.ppf(0.01, b),
                truncexpon.ppf(0.99, b), 100)
rv = truncexpon(b)
vals = truncexpon.ppf([0.001, 0.5, 0.999], b)
np.allclose([0.001, 0.5, 0.999], truncexpon.cdf(vals, b))
r = truncexpon.rvs(b, size=1000)
df = pd.DataFrame(r)
