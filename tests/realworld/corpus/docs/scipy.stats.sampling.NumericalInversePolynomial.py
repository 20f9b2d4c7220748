# source: the Examples of the docstring of scipy.stats.sampling.NumericalInversePolynomial (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 14 plotting examples; df = error (array)
import pandas as pd
from scipy.stats.sampling import NumericalInversePolynomial
from scipy.stats import norm
import numpy as np
class StandardNormal:
   def pdf(self, x):
       return np.exp(-0.5 * x*x)
dist = StandardNormal()
urng = np.random.default_rng()
rng = NumericalInversePolynomial(dist, random_state=urng)
rng.rvs()
rvs = rng.rvs(10000)
x = np.linspace(rvs.min()-0.1, rvs.max()+0.1, 1000)
fx = norm.pdf(x)
from scipy.special import ndtr
class StandardNormal:
   def pdf(self, x):
       return np.exp(-0.5 * x*x)
   def cdf(self, x):
       return ndtr(x)
dist = StandardNormal()
urng = np.random.default_rng()
rng = NumericalInversePolynomial(dist, random_state=urng)
rng.u_error(sample_size=1000000)  # uses one million samples
urng = np.random.default_rng()
rng = NumericalInversePolynomial(dist, u_resolution=1.e-12, random_state=urng)
rng.u_error(sample_size=1000000)
rng.ppf(0.975)
norm.ppf(0.975)
u = np.linspace(0.01, 0.99, 1000)
approxppf = rng.ppf(u)
exactppf = norm.ppf(u)
error = np.abs(exactppf - approxppf)
df = pd.DataFrame(error)
