# source: the Examples of the docstring of scipy.stats.gumbel_l (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import gumbel_l
mean, var, skew, kurt = gumbel_l.stats(moments='mvsk')
x = np.linspace(gumbel_l.ppf(0.01),
                gumbel_l.ppf(0.99), 100)
rv = gumbel_l()
vals = gumbel_l.ppf([0.001, 0.5, 0.999])
np.allclose([0.001, 0.5, 0.999], gumbel_l.cdf(vals))
r = gumbel_l.rvs(size=1000)
df = pd.DataFrame(r)
