# source: the Examples of the docstring of scipy.stats.halfgennorm (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import halfgennorm
beta = 0.675
mean, var, skew, kurt = halfgennorm.stats(beta, moments='mvsk')
x = np.linspace(halfgennorm.ppf(0.01, beta),
                halfgennorm.ppf(0.99, beta), 100)
rv = halfgennorm(beta)
vals = halfgennorm.ppf([0.001, 0.5, 0.999], beta)
np.allclose([0.001, 0.5, 0.999], halfgennorm.cdf(vals, beta))
r = halfgennorm.rvs(beta, size=1000)
df = pd.DataFrame(r)
