# source: the Examples of the docstring of scipy.stats.mielke (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import mielke
k, s = 10.4, 4.6
mean, var, skew, kurt = mielke.stats(k, s, moments='mvsk')
x = np.linspace(mielke.ppf(0.01, k, s),
                mielke.ppf(0.99, k, s), 100)
rv = mielke(k, s)
vals = mielke.ppf([0.001, 0.5, 0.999], k, s)
np.allclose([0.001, 0.5, 0.999], mielke.cdf(vals, k, s))
r = mielke.rvs(k, s, size=1000)
df = pd.DataFrame(r)
