# source: the Examples of the docstring of scipy.stats.ncx2 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import ncx2
df, nc = 21, 1.06
mean, var, skew, kurt = ncx2.stats(df, nc, moments='mvsk')
x = np.linspace(ncx2.ppf(0.01, df, nc),
                ncx2.ppf(0.99, df, nc), 100)
rv = ncx2(df, nc)
vals = ncx2.ppf([0.001, 0.5, 0.999], df, nc)
np.allclose([0.001, 0.5, 0.999], ncx2.cdf(vals, df, nc))
r = ncx2.rvs(df, nc, size=1000)
df = pd.DataFrame(r)
