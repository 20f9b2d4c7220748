# source: the Examples of the docstring of scipy.stats.johnsonsb (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import johnsonsb
a, b = 4.32, 3.18
mean, var, skew, kurt = johnsonsb.stats(a, b, moments='mvsk')
x = np.linspace(johnsonsb.ppf(0.01, a, b),
                johnsonsb.ppf(0.99, a, b), 100)
rv = johnsonsb(a, b)
vals = johnsonsb.ppf([0.001, 0.5, 0.999], a, b)
np.allclose([0.001, 0.5, 0.999], johnsonsb.cdf(vals, a, b))
r = johnsonsb.rvs(a, b, size=1000)
df = pd.DataFrame(r)
