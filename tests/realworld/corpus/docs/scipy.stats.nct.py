# source: the Examples of the docstring of scipy.stats.nct (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import nct
df, nc = 14, 0.24
mean, var, skew, kurt = nct.stats(df, nc, moments='mvsk')
x = np.linspace(nct.ppf(0.01, df, nc),
                nct.ppf(0.99, df, nc), 100)
rv = nct(df, nc)
vals = nct.ppf([0.001, 0.5, 0.999], df, nc)
np.allclose([0.001, 0.5, 0.999], nct.cdf(vals, df, nc))
r = nct.rvs(df, nc, size=1000)
df = pd.DataFrame(r)
