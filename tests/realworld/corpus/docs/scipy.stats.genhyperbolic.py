# source: the Examples of the docstring of scipy.stats.genhyperbolic (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import genhyperbolic
p, a, b = 0.5, 1.5, -0.5
mean, var, skew, kurt = genhyperbolic.stats(p, a, b, moments='mvsk')
x = np.linspace(genhyperbolic.ppf(0.01, p, a, b),
                genhyperbolic.ppf(0.99, p, a, b), 100)
rv = genhyperbolic(p, a, b)
vals = genhyperbolic.ppf([0.001, 0.5, 0.999], p, a, b)
np.allclose([0.001, 0.5, 0.999], genhyperbolic.cdf(vals, p, a, b))
r = genhyperbolic.rvs(p, a, b, size=1000)
df = pd.DataFrame(r)
