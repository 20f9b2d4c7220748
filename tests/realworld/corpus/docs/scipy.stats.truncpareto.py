# source: the Examples of the docstring of scipy.stats.truncpareto (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import truncpareto
b, c = 1.8, 5.3
mean, var, skew, kurt = truncpareto.stats(b, c, moments='mvsk')
x = np.linspace(truncpareto.ppf(0.01, b, c),
                truncpareto.ppf(0.99, b, c), 100)
rv = truncpareto(b, c)
vals = truncpareto.ppf([0.001, 0.5, 0.999], b, c)
np.allclose([0.001, 0.5, 0.999], truncpareto.cdf(vals, b, c))
r = truncpareto.rvs(b, c, size=1000)
df = pd.DataFrame(r)
