# source: the Examples of the docstring of scipy.stats.vonmises (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import vonmises
kappa = 3.99
mean, var, skew, kurt = vonmises.stats(kappa, moments='mvsk')
x = np.linspace(vonmises.ppf(0.01, kappa),
                vonmises.ppf(0.99, kappa), 100)
rv = vonmises(kappa)
vals = vonmises.ppf([0.001, 0.5, 0.999], kappa)
np.allclose([0.001, 0.5, 0.999], vonmises.cdf(vals, kappa))
r = vonmises.rvs(kappa, size=1000)
df = pd.DataFrame(r)
