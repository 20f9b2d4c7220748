# source: the Examples of the docstring of scipy.stats.geninvgauss (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import geninvgauss
p, b = 2.3, 1.5
mean, var, skew, kurt = geninvgauss.stats(p, b, moments='mvsk')
x = np.linspace(geninvgauss.ppf(0.01, p, b),
                geninvgauss.ppf(0.99, p, b), 100)
rv = geninvgauss(p, b)
vals = geninvgauss.ppf([0.001, 0.5, 0.999], p, b)
np.allclose([0.001, 0.5, 0.999], geninvgauss.cdf(vals, p, b))
r = geninvgauss.rvs(p, b, size=1000)
df = pd.DataFrame(r)
