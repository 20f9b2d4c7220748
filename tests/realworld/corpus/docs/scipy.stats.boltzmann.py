# source: the Examples of the docstring of scipy.stats.boltzmann (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import boltzmann
lambda_, N = 1.4, 19
mean, var, skew, kurt = boltzmann.stats(lambda_, N, moments='mvsk')
x = np.arange(boltzmann.ppf(0.01, lambda_, N),
              boltzmann.ppf(0.99, lambda_, N))
rv = boltzmann(lambda_, N)
prob = boltzmann.cdf(x, lambda_, N)
np.allclose(x, boltzmann.ppf(prob, lambda_, N))
r = boltzmann.rvs(lambda_, N, size=1000)
df = pd.DataFrame(r)
