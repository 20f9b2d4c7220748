# source: the Examples of the docstring of scipy.stats.fisk (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import fisk
c = 3.09
mean, var, skew, kurt = fisk.stats(c, moments='mvsk')
x = np.linspace(fisk.ppf(0.01, c),
                fisk.ppf(0.99, c), 100)
rv = fisk(c)
vals = fisk.ppf([0.001, 0.5, 0.999], c)
np.allclose([0.001, 0.5, 0.999], fisk.cdf(vals, c))
r = fisk.rvs(c, size=1000)
df = pd.DataFrame(r)
