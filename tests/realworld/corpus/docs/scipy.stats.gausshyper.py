# source: the Examples of the docstring of scipy.stats.gausshyper (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import gausshyper
a, b, c, z = 13.8, 3.12, 2.51, 5.18
mean, var, skew, kurt = gausshyper.stats(a, b, c, z, moments='mvsk')
x = np.linspace(gausshyper.ppf(0.01, a, b, c, z),
                gausshyper.ppf(0.99, a, b, c, z), 100)
rv = gausshyper(a, b, c, z)
vals = gausshyper.ppf([0.001, 0.5, 0.999], a, b, c, z)
np.allclose([0.001, 0.5, 0.999], gausshyper.cdf(vals, a, b, c, z))
r = gausshyper.rvs(a, b, c, z, size=1000)
df = pd.DataFrame(r)
