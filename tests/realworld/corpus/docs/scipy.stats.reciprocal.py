# source: the Examples of the docstring of scipy.stats.reciprocal (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 +SKIP examples, 20 plotting examples; df = rvs (array)
import pandas as pd
import numpy as np
from scipy.stats import reciprocal
a, b = 0.01, 1.25
mean, var, skew, kurt = reciprocal.stats(a, b, moments='mvsk')
x = np.linspace(reciprocal.ppf(0.01, a, b),
                reciprocal.ppf(0.99, a, b), 100)
rv = reciprocal(a, b)
vals = reciprocal.ppf([0.001, 0.5, 0.999], a, b)
np.allclose([0.001, 0.5, 0.999], reciprocal.cdf(vals, a, b))
r = reciprocal.rvs(a, b, size=1000)
import numpy as np
ticks = ["$10^{{ {} }}$".format(i) for i in [-2, -1, 0]]
rvs = reciprocal(2**-2, 2**0).rvs(size=1000)
ticks = ["$2^{{ {} }}$".format(i) for i in [-2, -1, 0]]
df = pd.DataFrame(rvs)
