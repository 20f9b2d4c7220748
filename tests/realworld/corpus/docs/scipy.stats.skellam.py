# source: the Examples of the docstring of scipy.stats.skellam (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import skellam
mu1, mu2 = 15, 8
mean, var, skew, kurt = skellam.stats(mu1, mu2, moments='mvsk')
x = np.arange(skellam.ppf(0.01, mu1, mu2),
              skellam.ppf(0.99, mu1, mu2))
rv = skellam(mu1, mu2)
prob = skellam.cdf(x, mu1, mu2)
np.allclose(x, skellam.ppf(prob, mu1, mu2))
r = skellam.rvs(mu1, mu2, size=1000)
df = pd.DataFrame(r)
