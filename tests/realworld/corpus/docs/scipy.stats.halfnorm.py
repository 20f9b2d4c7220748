# source: the Examples of the docstring of scipy.stats.halfnorm (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import halfnorm
mean, var, skew, kurt = halfnorm.stats(moments='mvsk')
x = np.linspace(halfnorm.ppf(0.01),
                halfnorm.ppf(0.99), 100)
rv = halfnorm()
vals = halfnorm.ppf([0.001, 0.5, 0.999])
np.allclose([0.001, 0.5, 0.999], halfnorm.cdf(vals))
r = halfnorm.rvs(size=1000)
df = pd.DataFrame(r)
