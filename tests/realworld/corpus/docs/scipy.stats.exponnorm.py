# source: the Examples of the docstring of scipy.stats.exponnorm (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import exponnorm
K = 1.5
mean, var, skew, kurt = exponnorm.stats(K, moments='mvsk')
x = np.linspace(exponnorm.ppf(0.01, K),
                exponnorm.ppf(0.99, K), 100)
rv = exponnorm(K)
vals = exponnorm.ppf([0.001, 0.5, 0.999], K)
np.allclose([0.001, 0.5, 0.999], exponnorm.cdf(vals, K))
r = exponnorm.rvs(K, size=1000)
df = pd.DataFrame(r)
