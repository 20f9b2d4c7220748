# source: the Examples of the docstring of scipy.stats.tukeylambda (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import tukeylambda
lam = 3.13
mean, var, skew, kurt = tukeylambda.stats(lam, moments='mvsk')
x = np.linspace(tukeylambda.ppf(0.01, lam),
                tukeylambda.ppf(0.99, lam), 100)
rv = tukeylambda(lam)
vals = tukeylambda.ppf([0.001, 0.5, 0.999], lam)
np.allclose([0.001, 0.5, 0.999], tukeylambda.cdf(vals, lam))
r = tukeylambda.rvs(lam, size=1000)
df = pd.DataFrame(r)
