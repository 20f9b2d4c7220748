# source: the Examples of the docstring of scipy.stats.alpha (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import alpha
a = 3.57
mean, var, skew, kurt = alpha.stats(a, moments='mvsk')
x = np.linspace(alpha.ppf(0.01, a),
                alpha.ppf(0.99, a), 100)
rv = alpha(a)
vals = alpha.ppf([0.001, 0.5, 0.999], a)
np.allclose([0.001, 0.5, 0.999], alpha.cdf(vals, a))
r = alpha.rvs(a, size=1000)
df = pd.DataFrame(r)
