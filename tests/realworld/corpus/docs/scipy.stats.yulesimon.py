# source: the Examples of the docstring of scipy.stats.yulesimon (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import yulesimon
alpha = 11
mean, var, skew, kurt = yulesimon.stats(alpha, moments='mvsk')
x = np.arange(yulesimon.ppf(0.01, alpha),
              yulesimon.ppf(0.99, alpha))
rv = yulesimon(alpha)
prob = yulesimon.cdf(x, alpha)
np.allclose(x, yulesimon.ppf(prob, alpha))
r = yulesimon.rvs(alpha, size=1000)
df = pd.DataFrame(r)
