# source: the Examples of the docstring of scipy.stats.nakagami (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import nakagami
nu = 4.97
mean, var, skew, kurt = nakagami.stats(nu, moments='mvsk')
x = np.linspace(nakagami.ppf(0.01, nu),
                nakagami.ppf(0.99, nu), 100)
rv = nakagami(nu)
vals = nakagami.ppf([0.001, 0.5, 0.999], nu)
np.allclose([0.001, 0.5, 0.999], nakagami.cdf(vals, nu))
r = nakagami.rvs(nu, size=1000)
df = pd.DataFrame(r)
