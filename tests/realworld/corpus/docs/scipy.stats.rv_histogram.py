# source: the Examples of the docstring of scipy.stats.rv_histogram (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = X (array)
import pandas as pd
import scipy.stats
import numpy as np
data = scipy.stats.norm.rvs(size=100000, loc=0, scale=1.5, random_state=123)
hist = np.histogram(data, bins=100)
hist_dist = scipy.stats.rv_histogram(hist, density=False)
hist_dist.pdf(1.0)
hist_dist.cdf(2.0)
hist_dist.pdf(np.max(data))
hist_dist.cdf(np.max(data))
hist_dist.pdf(np.min(data))
hist_dist.cdf(np.min(data))
X = np.linspace(-5.0, 5.0, 100)
df = pd.DataFrame(X)
