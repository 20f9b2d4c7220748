# source: the Examples of the docstring of numpy.random.Generator.normal (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = s (array)
import pandas as pd
import numpy as np
mu, sigma = 0, 0.1 # mean and standard deviation
s = np.random.default_rng().normal(mu, sigma, 1000)
abs(mu - np.mean(s))
abs(sigma - np.std(s, ddof=1))
np.random.default_rng().normal(3, 2.5, size=(2, 4))
df = pd.DataFrame(s)
