# source: the Examples of the docstring of scipy.stats.gzscore (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 10 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy.stats import zscore, gzscore
rng = np.random.default_rng()
mu, sigma = 3., 1.  # mean and standard deviation
x = rng.lognormal(mu, sigma, size=500)
df = pd.DataFrame(x)
