# source: the Examples of the docstring of scipy.stats.trapezoid (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import trapezoid
c, d = 0.2, 0.8
mean, var, skew, kurt = trapezoid.stats(c, d, moments='mvsk')
x = np.linspace(trapezoid.ppf(0.01, c, d),
                trapezoid.ppf(0.99, c, d), 100)
rv = trapezoid(c, d)
vals = trapezoid.ppf([0.001, 0.5, 0.999], c, d)
np.allclose([0.001, 0.5, 0.999], trapezoid.cdf(vals, c, d))
r = trapezoid.rvs(c, d, size=1000)
df = pd.DataFrame(r)
