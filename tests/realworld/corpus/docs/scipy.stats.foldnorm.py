# source: the Examples of the docstring of scipy.stats.foldnorm (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import foldnorm
c = 1.95
mean, var, skew, kurt = foldnorm.stats(c, moments='mvsk')
x = np.linspace(foldnorm.ppf(0.01, c),
                foldnorm.ppf(0.99, c), 100)
rv = foldnorm(c)
vals = foldnorm.ppf([0.001, 0.5, 0.999], c)
np.allclose([0.001, 0.5, 0.999], foldnorm.cdf(vals, c))
r = foldnorm.rvs(c, size=1000)
df = pd.DataFrame(r)
