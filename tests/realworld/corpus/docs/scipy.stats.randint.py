# source: the Examples of the docstring of scipy.stats.randint (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import randint
low, high = 7, 31
mean, var, skew, kurt = randint.stats(low, high, moments='mvsk')
x = np.arange(randint.ppf(0.01, low, high),
              randint.ppf(0.99, low, high))
rv = randint(low, high)
prob = randint.cdf(x, low, high)
np.allclose(x, randint.ppf(prob, low, high))
r = randint.rvs(low, high, size=1000)
df = pd.DataFrame(r)
