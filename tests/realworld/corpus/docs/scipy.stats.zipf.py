# source: the Examples of the docstring of scipy.stats.zipf (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = k (array)
import pandas as pd
import numpy as np
from scipy.stats import zipf
a = 6.5
mean, var, skew, kurt = zipf.stats(a, moments='mvsk')
x = np.arange(zipf.ppf(0.01, a),
              zipf.ppf(0.99, a))
rv = zipf(a)
prob = zipf.cdf(x, a)
np.allclose(x, zipf.ppf(prob, a))
r = zipf.rvs(a, size=1000)
import numpy as np
from scipy.stats import zipfian
k = np.arange(11)
np.allclose(zipf.pmf(k, a), zipfian.pmf(k, a, n=10000000))
df = pd.DataFrame(k)
