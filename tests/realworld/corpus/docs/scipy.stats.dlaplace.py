# source: the Examples of the docstring of scipy.stats.dlaplace (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import dlaplace
a = 0.8
mean, var, skew, kurt = dlaplace.stats(a, moments='mvsk')
x = np.arange(dlaplace.ppf(0.01, a),
              dlaplace.ppf(0.99, a))
rv = dlaplace(a)
prob = dlaplace.cdf(x, a)
np.allclose(x, dlaplace.ppf(prob, a))
r = dlaplace.rvs(a, size=1000)
df = pd.DataFrame(r)
