# source: the Examples of the docstring of scipy.stats.burr12 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import burr12
c, d = 10, 4
mean, var, skew, kurt = burr12.stats(c, d, moments='mvsk')
x = np.linspace(burr12.ppf(0.01, c, d),
                burr12.ppf(0.99, c, d), 100)
rv = burr12(c, d)
vals = burr12.ppf([0.001, 0.5, 0.999], c, d)
np.allclose([0.001, 0.5, 0.999], burr12.cdf(vals, c, d))
r = burr12.rvs(c, d, size=1000)
df = pd.DataFrame(r)
