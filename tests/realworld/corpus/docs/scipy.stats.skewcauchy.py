# source: the Examples of the docstring of scipy.stats.skewcauchy (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import skewcauchy
a = 0.5
mean, var, skew, kurt = skewcauchy.stats(a, moments='mvsk')
x = np.linspace(skewcauchy.ppf(0.01, a),
                skewcauchy.ppf(0.99, a), 100)
rv = skewcauchy(a)
vals = skewcauchy.ppf([0.001, 0.5, 0.999], a)
np.allclose([0.001, 0.5, 0.999], skewcauchy.cdf(vals, a))
r = skewcauchy.rvs(a, size=1000)
df = pd.DataFrame(r)
