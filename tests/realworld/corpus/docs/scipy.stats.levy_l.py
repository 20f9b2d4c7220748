# source: the Examples of the docstring of scipy.stats.levy_l (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = bins (array)
import pandas as pd
import numpy as np
from scipy.stats import levy_l
mean, var, skew, kurt = levy_l.stats(moments='mvsk')
a, b = levy_l.ppf(0.4), levy_l.ppf(1)
x = np.linspace(a, b, 100)
rv = levy_l()
vals = levy_l.ppf([0.001, 0.5, 0.999])
np.allclose([0.001, 0.5, 0.999], levy_l.cdf(vals))
r = levy_l.rvs(size=1000)
bins = np.concatenate(([np.min(r)], np.linspace(a, b, 20)))
df = pd.DataFrame(bins)
