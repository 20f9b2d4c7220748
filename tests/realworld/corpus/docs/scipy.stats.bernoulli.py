# source: the Examples of the docstring of scipy.stats.bernoulli (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import bernoulli
p = 0.3
mean, var, skew, kurt = bernoulli.stats(p, moments='mvsk')
x = np.arange(bernoulli.ppf(0.01, p),
              bernoulli.ppf(0.99, p))
rv = bernoulli(p)
prob = bernoulli.cdf(x, p)
np.allclose(x, bernoulli.ppf(prob, p))
r = bernoulli.rvs(p, size=1000)
df = pd.DataFrame(r)
