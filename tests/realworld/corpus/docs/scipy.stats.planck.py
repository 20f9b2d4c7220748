# source: the Examples of the docstring of scipy.stats.planck (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = r (array)
import pandas as pd
import numpy as np
from scipy.stats import planck
lambda_ = 0.51
mean, var, skew, kurt = planck.stats(lambda_, moments='mvsk')
x = np.arange(planck.ppf(0.01, lambda_),
              planck.ppf(0.99, lambda_))
rv = planck(lambda_)
prob = planck.cdf(x, lambda_)
np.allclose(x, planck.ppf(prob, lambda_))
r = planck.rvs(lambda_, size=1000)
df = pd.DataFrame(r)
