# source: the Examples of the docstring of scipy.stats.fatiguelife (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import fatiguelife
c = 29
mean, var, skew, kurt = fatiguelife.stats(c, moments='mvsk')
x = np.linspace(fatiguelife.ppf(0.01, c),
                fatiguelife.ppf(0.99, c), 100)
rv = fatiguelife(c)
vals = fatiguelife.ppf([0.001, 0.5, 0.999], c)
np.allclose([0.001, 0.5, 0.999], fatiguelife.cdf(vals, c))
r = fatiguelife.rvs(c, size=1000)
df = pd.DataFrame(r)
