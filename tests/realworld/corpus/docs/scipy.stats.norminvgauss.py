# source: the Examples of the docstring of scipy.stats.norminvgauss (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import norminvgauss
a, b = 1.25, 0.5
mean, var, skew, kurt = norminvgauss.stats(a, b, moments='mvsk')
x = np.linspace(norminvgauss.ppf(0.01, a, b),
                norminvgauss.ppf(0.99, a, b), 100)
rv = norminvgauss(a, b)
vals = norminvgauss.ppf([0.001, 0.5, 0.999], a, b)
np.allclose([0.001, 0.5, 0.999], norminvgauss.cdf(vals, a, b))
r = norminvgauss.rvs(a, b, size=1000)
df = pd.DataFrame(r)
