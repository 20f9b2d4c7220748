# source: the Examples of the docstring of scipy.stats.loguniform (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 +SKIP examples, 20 plotting examples; df = rvs (array)
import pandas as pd
import numpy as np
from scipy.stats import loguniform
a, b = 0.01, 1.25
mean, var, skew, kurt = loguniform.stats(a, b, moments='mvsk')
x = np.linspace(loguniform.ppf(0.01, a, b),
                loguniform.ppf(0.99, a, b), 100)
rv = loguniform(a, b)
vals = loguniform.ppf([0.001, 0.5, 0.999], a, b)
np.allclose([0.001, 0.5, 0.999], loguniform.cdf(vals, a, b))
r = loguniform.rvs(a, b, size=1000)
import numpy as np
ticks = ["$10^{{ {} }}$".format(i) for i in [-2, -1, 0]]
rvs = loguniform(2**-2, 2**0).rvs(size=1000)
ticks = ["$2^{{ {} }}$".format(i) for i in [-2, -1, 0]]
df = pd.DataFrame(rvs)
