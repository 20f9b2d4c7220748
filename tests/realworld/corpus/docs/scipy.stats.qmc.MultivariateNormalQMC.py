# source: the Examples of the docstring of scipy.stats.qmc.MultivariateNormalQMC (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = sample (array)
import pandas as pd
from scipy.stats import qmc
dist = qmc.MultivariateNormalQMC(mean=[0, 5], cov=[[1, 0], [0, 1]])
sample = dist.random(512)
df = pd.DataFrame(sample)
