# source: the Examples of the docstring of scipy.stats.qmc.scale (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = sample_ (array)
import pandas as pd
from scipy.stats import qmc
l_bounds = [-2, 0]
u_bounds = [6, 5]
sample = [[0.5 , 0.75],
          [0.5 , 0.5],
          [0.75, 0.25]]
sample_scaled = qmc.scale(sample, l_bounds, u_bounds)
sample_scaled
sample_ = qmc.scale(sample_scaled, l_bounds, u_bounds, reverse=True)
sample_
df = pd.DataFrame(sample_)
