# source: the Examples of the docstring of scipy.stats.studentized_range (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import studentized_range
k, df = 3, 10
mean, var, skew, kurt = studentized_range.stats(k, df, moments='mvsk')
x = np.linspace(studentized_range.ppf(0.01, k, df),
                studentized_range.ppf(0.99, k, df), 100)
rv = studentized_range(k, df)
vals = studentized_range.ppf([0.001, 0.5, 0.999], k, df)
np.allclose([0.001, 0.5, 0.999], studentized_range.cdf(vals, k, df))
a, b = studentized_range.ppf([0, .999], k, df)
a, b
from scipy.interpolate import interp1d
rng = np.random.default_rng()
xs = np.linspace(a, b, 50)
cdf = studentized_range.cdf(xs, k, df)
ppf = interp1d(cdf, xs, fill_value='extrapolate')
r = ppf(rng.uniform(size=1000))
df = pd.DataFrame(r)
