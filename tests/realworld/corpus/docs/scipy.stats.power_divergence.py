# source: the Examples of the docstring of scipy.stats.power_divergence (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = obs (array)
import pandas as pd
import numpy as np
from scipy.stats import power_divergence
power_divergence([16, 18, 16, 14, 12, 12], lambda_='log-likelihood')
power_divergence([16, 18, 16, 14, 12, 12],
                 f_exp=[16, 16, 16, 16, 16, 8],
                 lambda_='log-likelihood')
obs = np.array([[16, 18, 16, 14, 12, 12], [32, 24, 16, 28, 20, 24]]).T
obs.shape
power_divergence(obs, lambda_="log-likelihood")
power_divergence(obs, axis=None)
power_divergence(obs.ravel())
power_divergence([16, 18, 16, 14, 12, 12], ddof=1)
power_divergence([16, 18, 16, 14, 12, 12], ddof=[0,1,2])
power_divergence([16, 18, 16, 14, 12, 12],
                 f_exp=[[16, 16, 16, 16, 16, 8],
                        [8, 20, 20, 16, 12, 12]],
                 axis=1)
df = pd.DataFrame(obs)
