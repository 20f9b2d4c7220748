# source: the Examples of the docstring of scipy.stats.dirichlet (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = alpha (array)
import pandas as pd
import numpy as np
from scipy.stats import dirichlet
quantiles = np.array([0.2, 0.2, 0.6])  # specify quantiles
alpha = np.array([0.4, 5, 15])  # specify concentration parameters
dirichlet.pdf(quantiles, alpha)
dirichlet.logpdf(quantiles, alpha)
dirichlet.mean(alpha)  # get the mean of the distribution
dirichlet.var(alpha) # get variance
dirichlet.entropy(alpha)  # calculate the differential entropy
dirichlet.rvs(alpha, size=1, random_state=1)
dirichlet.rvs(alpha, size=2, random_state=2)
rv = dirichlet(alpha)
df = pd.DataFrame(alpha)
