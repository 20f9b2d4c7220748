# source: the Examples of the docstring of scipy.stats.crystalball (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import crystalball
beta, m = 2, 3
mean, var, skew, kurt = crystalball.stats(beta, m, moments='mvsk')
x = np.linspace(crystalball.ppf(0.01, beta, m),
                crystalball.ppf(0.99, beta, m), 100)
rv = crystalball(beta, m)
vals = crystalball.ppf([0.001, 0.5, 0.999], beta, m)
np.allclose([0.001, 0.5, 0.999], crystalball.cdf(vals, beta, m))
r = crystalball.rvs(beta, m, size=1000)
df = pd.DataFrame(r)
