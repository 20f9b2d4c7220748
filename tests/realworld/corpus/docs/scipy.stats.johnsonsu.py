# source: the Examples of the docstring of scipy.stats.johnsonsu (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import johnsonsu
a, b = 2.55, 2.25
mean, var, skew, kurt = johnsonsu.stats(a, b, moments='mvsk')
x = np.linspace(johnsonsu.ppf(0.01, a, b),
                johnsonsu.ppf(0.99, a, b), 100)
rv = johnsonsu(a, b)
vals = johnsonsu.ppf([0.001, 0.5, 0.999], a, b)
np.allclose([0.001, 0.5, 0.999], johnsonsu.cdf(vals, a, b))
r = johnsonsu.rvs(a, b, size=1000)
df = pd.DataFrame(r)
