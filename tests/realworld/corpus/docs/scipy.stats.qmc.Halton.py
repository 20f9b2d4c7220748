# source: the Examples of the docstring of scipy.stats.qmc.Halton (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = sample_continued (array)
import pandas as pd
from scipy.stats import qmc
sampler = qmc.Halton(d=2, scramble=False)
sample = sampler.random(n=5)
sample
qmc.discrepancy(sample)
_ = sampler.fast_forward(5)
sample_continued = sampler.random(n=5)
sample_continued
l_bounds = [0, 2]
u_bounds = [10, 5]
qmc.scale(sample_continued, l_bounds, u_bounds)
df = pd.DataFrame(sample_continued)
