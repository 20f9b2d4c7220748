# source: the Examples of the docstring of scipy.stats.kappa3 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import kappa3
a = 1
mean, var, skew, kurt = kappa3.stats(a, moments='mvsk')
x = np.linspace(kappa3.ppf(0.01, a),
                kappa3.ppf(0.99, a), 100)
rv = kappa3(a)
vals = kappa3.ppf([0.001, 0.5, 0.999], a)
np.allclose([0.001, 0.5, 0.999], kappa3.cdf(vals, a))
r = kappa3.rvs(a, size=1000)
df = pd.DataFrame(r)
