# source: the Examples of the docstring of scipy.stats.qmc.LatinHypercube (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = sample (array)
import pandas as pd
from scipy.stats import qmc
sampler = qmc.LatinHypercube(d=2)
sample = sampler.random(n=5)
sample
qmc.discrepancy(sample)
l_bounds = [0, 2]
u_bounds = [10, 5]
qmc.scale(sample, l_bounds, u_bounds)
sampler = qmc.LatinHypercube(d=2, optimization="random-cd")
sample = sampler.random(n=5)
qmc.discrepancy(sample)
sampler = qmc.LatinHypercube(d=2, strength=2)
sample = sampler.random(n=9)
qmc.discrepancy(sample)
df = pd.DataFrame(sample)
