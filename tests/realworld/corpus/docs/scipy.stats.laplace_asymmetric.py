# source: the Examples of the docstring of scipy.stats.laplace_asymmetric (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import laplace_asymmetric
kappa = 2
mean, var, skew, kurt = laplace_asymmetric.stats(kappa, moments='mvsk')
x = np.linspace(laplace_asymmetric.ppf(0.01, kappa),
                laplace_asymmetric.ppf(0.99, kappa), 100)
rv = laplace_asymmetric(kappa)
vals = laplace_asymmetric.ppf([0.001, 0.5, 0.999], kappa)
np.allclose([0.001, 0.5, 0.999], laplace_asymmetric.cdf(vals, kappa))
r = laplace_asymmetric.rvs(kappa, size=1000)
df = pd.DataFrame(r)
