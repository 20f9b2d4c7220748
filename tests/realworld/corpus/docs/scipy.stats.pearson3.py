# source: the Examples of the docstring of scipy.stats.pearson3 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import pearson3
skew = -2
mean, var, skew, kurt = pearson3.stats(skew, moments='mvsk')
x = np.linspace(pearson3.ppf(0.01, skew),
                pearson3.ppf(0.99, skew), 100)
rv = pearson3(skew)
vals = pearson3.ppf([0.001, 0.5, 0.999], skew)
np.allclose([0.001, 0.5, 0.999], pearson3.cdf(vals, skew))
r = pearson3.rvs(skew, size=1000)
df = pd.DataFrame(r)
