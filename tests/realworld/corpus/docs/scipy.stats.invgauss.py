# source: the Examples of the docstring of scipy.stats.invgauss (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import invgauss
mu = 0.145
mean, var, skew, kurt = invgauss.stats(mu, moments='mvsk')
x = np.linspace(invgauss.ppf(0.01, mu),
                invgauss.ppf(0.99, mu), 100)
rv = invgauss(mu)
vals = invgauss.ppf([0.001, 0.5, 0.999], mu)
np.allclose([0.001, 0.5, 0.999], invgauss.cdf(vals, mu))
r = invgauss.rvs(mu, size=1000)
df = pd.DataFrame(r)
