# source: the Examples of the docstring of scipy.stats.distributions.levy_gen (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = bins (array)
import pandas as pd
import numpy as np
from scipy.stats import levy
mean, var, skew, kurt = levy.stats(moments='mvsk')
a, b = levy.ppf(0), levy.ppf(0.6)
x = np.linspace(a, b, 100)
rv = levy()
vals = levy.ppf([0.001, 0.5, 0.999])
np.allclose([0.001, 0.5, 0.999], levy.cdf(vals))
r = levy.rvs(size=1000)
bins = np.concatenate((np.linspace(a, b, 20), [np.max(r)]))
df = pd.DataFrame(bins)
