# source: the Examples of the docstring of scipy.stats.weibull_max (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import weibull_max
c = 2.87
mean, var, skew, kurt = weibull_max.stats(c, moments='mvsk')
x = np.linspace(weibull_max.ppf(0.01, c),
                weibull_max.ppf(0.99, c), 100)
rv = weibull_max(c)
vals = weibull_max.ppf([0.001, 0.5, 0.999], c)
np.allclose([0.001, 0.5, 0.999], weibull_max.cdf(vals, c))
r = weibull_max.rvs(c, size=1000)
df = pd.DataFrame(r)
