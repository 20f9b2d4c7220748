# source: the Examples of the docstring of scipy.stats.zipfian (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = k (array)
import pandas as pd
import numpy as np
from scipy.stats import zipfian
a, n = 1.25, 10
mean, var, skew, kurt = zipfian.stats(a, n, moments='mvsk')
x = np.arange(zipfian.ppf(0.01, a, n),
              zipfian.ppf(0.99, a, n))
rv = zipfian(a, n)
prob = zipfian.cdf(x, a, n)
np.allclose(x, zipfian.ppf(prob, a, n))
r = zipfian.rvs(a, n, size=1000)
import numpy as np
from scipy.stats import zipf
k = np.arange(11)
np.allclose(zipfian.pmf(k, a=3.5, n=10000000), zipf.pmf(k, a=3.5))
df = pd.DataFrame(k)
