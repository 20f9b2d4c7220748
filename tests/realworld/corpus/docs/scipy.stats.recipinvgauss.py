# source: the Examples of the docstring of scipy.stats.recipinvgauss (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import recipinvgauss
mu = 0.63
mean, var, skew, kurt = recipinvgauss.stats(mu, moments='mvsk')
x = np.linspace(recipinvgauss.ppf(0.01, mu),
                recipinvgauss.ppf(0.99, mu), 100)
rv = recipinvgauss(mu)
vals = recipinvgauss.ppf([0.001, 0.5, 0.999], mu)
np.allclose([0.001, 0.5, 0.999], recipinvgauss.cdf(vals, mu))
r = recipinvgauss.rvs(mu, size=1000)
df = pd.DataFrame(r)
