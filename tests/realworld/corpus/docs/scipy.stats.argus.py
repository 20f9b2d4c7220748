# source: the Examples of the docstring of scipy.stats.argus (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import argus
chi = 1
mean, var, skew, kurt = argus.stats(chi, moments='mvsk')
x = np.linspace(argus.ppf(0.01, chi),
                argus.ppf(0.99, chi), 100)
rv = argus(chi)
vals = argus.ppf([0.001, 0.5, 0.999], chi)
np.allclose([0.001, 0.5, 0.999], argus.cdf(vals, chi))
r = argus.rvs(chi, size=1000)
df = pd.DataFrame(r)
