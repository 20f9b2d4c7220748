# source: the Examples of the docstring of scipy.stats.truncweibull_min (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import truncweibull_min
c, a, b = 2.5, 0.25, 1.75
mean, var, skew, kurt = truncweibull_min.stats(c, a, b, moments='mvsk')
x = np.linspace(truncweibull_min.ppf(0.01, c, a, b),
                truncweibull_min.ppf(0.99, c, a, b), 100)
rv = truncweibull_min(c, a, b)
vals = truncweibull_min.ppf([0.001, 0.5, 0.999], c, a, b)
np.allclose([0.001, 0.5, 0.999], truncweibull_min.cdf(vals, c, a, b))
r = truncweibull_min.rvs(c, a, b, size=1000)
df = pd.DataFrame(r)
