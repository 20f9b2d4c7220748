# source: the Examples of the docstring of scipy.stats.geom (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import geom
p = 0.5
mean, var, skew, kurt = geom.stats(p, moments='mvsk')
x = np.arange(geom.ppf(0.01, p),
              geom.ppf(0.99, p))
rv = geom(p)
prob = geom.cdf(x, p)
np.allclose(x, geom.ppf(prob, p))
r = geom.rvs(p, size=1000)
df = pd.DataFrame(r)
