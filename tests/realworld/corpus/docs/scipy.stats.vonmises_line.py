# source: the Examples of the docstring of scipy.stats.vonmises_line (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import vonmises_line
kappa = 3.99
mean, var, skew, kurt = vonmises_line.stats(kappa, moments='mvsk')
x = np.linspace(vonmises_line.ppf(0.01, kappa),
                vonmises_line.ppf(0.99, kappa), 100)
rv = vonmises_line(kappa)
vals = vonmises_line.ppf([0.001, 0.5, 0.999], kappa)
np.allclose([0.001, 0.5, 0.999], vonmises_line.cdf(vals, kappa))
r = vonmises_line.rvs(kappa, size=1000)
df = pd.DataFrame(r)
