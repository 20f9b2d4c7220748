# source: the Examples of the docstring of scipy.stats.sampling.SimpleRatioUniforms (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 9 plotting examples; df = fx (array)
import pandas as pd
from scipy.stats.sampling import SimpleRatioUniforms
import numpy as np
class StdNorm:
    def pdf(self, x):
        return np.exp(-0.5 * x**2)
urng = np.random.default_rng()
dist = StdNorm()
rng = SimpleRatioUniforms(dist, mode=0,
                          pdf_area=np.sqrt(2*np.pi),
                          random_state=urng)
rvs = rng.rvs(10)
from scipy.stats import norm
rng = SimpleRatioUniforms(dist, mode=0,
                          pdf_area=np.sqrt(2*np.pi),
                          cdf_at_mode=norm.cdf(0),
                          random_state=urng)
rvs = rng.rvs(1000)
x = np.linspace(rvs.min()-0.1, rvs.max()+0.1, 1000)
fx = 1/np.sqrt(2*np.pi) * dist.pdf(x)
df = pd.DataFrame(fx)
