# source: the Examples of the docstring of scipy.stats.moyal (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import moyal
mean, var, skew, kurt = moyal.stats(moments='mvsk')
x = np.linspace(moyal.ppf(0.01),
                moyal.ppf(0.99), 100)
rv = moyal()
vals = moyal.ppf([0.001, 0.5, 0.999])
np.allclose([0.001, 0.5, 0.999], moyal.cdf(vals))
r = moyal.rvs(size=1000)
df = pd.DataFrame(r)
