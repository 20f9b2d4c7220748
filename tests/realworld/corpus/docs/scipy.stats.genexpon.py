# source: the Examples of the docstring of scipy.stats.genexpon (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import genexpon
a, b, c = 9.13, 16.2, 3.28
mean, var, skew, kurt = genexpon.stats(a, b, c, moments='mvsk')
x = np.linspace(genexpon.ppf(0.01, a, b, c),
                genexpon.ppf(0.99, a, b, c), 100)
rv = genexpon(a, b, c)
vals = genexpon.ppf([0.001, 0.5, 0.999], a, b, c)
np.allclose([0.001, 0.5, 0.999], genexpon.cdf(vals, a, b, c))
r = genexpon.rvs(a, b, c, size=1000)
df = pd.DataFrame(r)
