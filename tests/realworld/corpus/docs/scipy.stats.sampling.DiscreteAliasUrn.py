# source: the Examples of the docstring of scipy.stats.sampling.DiscreteAliasUrn (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 11 plotting examples; df = fx (array)
import pandas as pd
from scipy.stats.sampling import DiscreteAliasUrn
import numpy as np
pv = [0.1, 0.3, 0.6]
urng = np.random.default_rng()
rng = DiscreteAliasUrn(pv, random_state=urng)
rvs = rng.rvs(size=1000)
from scipy.stats import chisquare
_, freqs = np.unique(rvs, return_counts=True)
freqs = freqs / np.sum(freqs)
freqs
chisquare(freqs, pv).pvalue
urng = np.random.default_rng()
class Binomial:
    def __init__(self, n, p):
        self.n = n
        self.p = p
    def pmf(self, x):
        # note that the pmf doesn't need to be normalized.
        return self.p**x * (1-self.p)**(self.n-x)
    def support(self):
        return (0, self.n)
n, p = 10, 0.2
dist = Binomial(n, p)
rng = DiscreteAliasUrn(dist, random_state=urng)
rvs = rng.rvs(1000)
_, freqs = np.unique(rvs, return_counts=True)
freqs = freqs / np.sum(freqs)
obs_freqs = np.zeros(11)  # some frequencies may be zero.
obs_freqs[:freqs.size] = freqs
pv = [dist.pmf(i) for i in range(0, 11)]
pv = np.asarray(pv) / np.sum(pv)
chisquare(obs_freqs, pv).pvalue
rvs = rng.rvs(1000)
x = np.arange(0, n+1)
fx = dist.pmf(x)
fx = fx / fx.sum()
rng = DiscreteAliasUrn(pv, urn_factor=2, random_state=urng)
df = pd.DataFrame(fx)
