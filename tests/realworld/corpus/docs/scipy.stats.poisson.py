# source: the Examples of the docstring of scipy.stats.poisson (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import poisson
mu = 0.6
mean, var, skew, kurt = poisson.stats(mu, moments='mvsk')
x = np.arange(poisson.ppf(0.01, mu),
              poisson.ppf(0.99, mu))
rv = poisson(mu)
prob = poisson.cdf(x, mu)
np.allclose(x, poisson.ppf(prob, mu))
r = poisson.rvs(mu, size=1000)
df = pd.DataFrame(r)
