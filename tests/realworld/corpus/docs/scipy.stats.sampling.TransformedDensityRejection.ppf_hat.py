# source: the Examples of the docstring of scipy.stats.sampling.TransformedDensityRejection.ppf_hat (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ppf_hat (array)
import pandas as pd
from scipy.stats.sampling import TransformedDensityRejection
from scipy.stats import norm
import numpy as np
from math import exp
class MyDist:
    def pdf(self, x):
        return exp(-0.5 * x**2)
    def dpdf(self, x):
        return -x * exp(-0.5 * x**2)
dist = MyDist()
rng = TransformedDensityRejection(dist)
rng.ppf_hat(0.5)
norm.ppf(0.5)
u = np.linspace(0, 1, num=1000)
ppf_hat = rng.ppf_hat(u)
df = pd.DataFrame(ppf_hat)
