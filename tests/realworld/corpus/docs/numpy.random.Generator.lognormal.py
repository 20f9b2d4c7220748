# source: the Examples of the docstring of numpy.random.Generator.lognormal (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 12 plotting examples; df = b (array)
import pandas as pd
import numpy as np
rng = np.random.default_rng()
mu, sigma = 3., 1. # mean and standard deviation
s = rng.lognormal(mu, sigma, 1000)
rng = rng
b = []
for i in range(1000):
   a = 10. + rng.standard_normal(100)
   b.append(np.product(a))
b = np.array(b) / np.min(b) # scale values to be positive
sigma = np.std(np.log(b))
mu = np.mean(np.log(b))
df = pd.DataFrame(b)
