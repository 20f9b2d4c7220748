# source: the Examples of the docstring of scipy.stats.sampling.TransformedDensityRejection (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = fx (array)
import pandas as pd
from scipy.stats.sampling import TransformedDensityRejection
import numpy as np
urng = np.random.default_rng()
class MyDist:
    def pdf(self, x):
        return 1-x*x
    def dpdf(self, x):
        return -2*x
dist = MyDist()
rng = TransformedDensityRejection(dist, domain=(-1, 1),
                                  random_state=urng)
class MyDist:
    def pdf(self, x):
        return 1-x*x
    def dpdf(self, x):
        return -2*x
    def support(self):
        return (-1, 1)
dist = MyDist()
rng = TransformedDensityRejection(dist, random_state=urng)
rvs = rng.rvs(1000)
x = np.linspace(-1, 1, 1000)
fx = 3/4 * dist.pdf(x)  # 3/4 is the normalizing constant
df = pd.DataFrame(fx)
