# source: the Examples of the docstring of scipy.stats.logser (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import logser
p = 0.6
mean, var, skew, kurt = logser.stats(p, moments='mvsk')
x = np.arange(logser.ppf(0.01, p),
              logser.ppf(0.99, p))
rv = logser(p)
prob = logser.cdf(x, p)
np.allclose(x, logser.ppf(prob, p))
r = logser.rvs(p, size=1000)
df = pd.DataFrame(r)
