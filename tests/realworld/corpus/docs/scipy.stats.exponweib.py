# source: the Examples of the docstring of scipy.stats.exponweib (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import exponweib
a, c = 2.89, 1.95
mean, var, skew, kurt = exponweib.stats(a, c, moments='mvsk')
x = np.linspace(exponweib.ppf(0.01, a, c),
                exponweib.ppf(0.99, a, c), 100)
rv = exponweib(a, c)
vals = exponweib.ppf([0.001, 0.5, 0.999], a, c)
np.allclose([0.001, 0.5, 0.999], exponweib.cdf(vals, a, c))
r = exponweib.rvs(a, c, size=1000)
df = pd.DataFrame(r)
