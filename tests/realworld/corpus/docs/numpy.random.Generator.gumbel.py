# source: the Examples of the docstring of numpy.random.Generator.gumbel (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = s (array)
import pandas as pd
import numpy as np
rng = np.random.default_rng()
mu, beta = 0, 0.1 # location and scale
s = rng.gumbel(mu, beta, 1000)
means = []
maxima = []
for i in range(0,1000) :
   a = rng.normal(mu, beta, 1000)
   means.append(a.mean())
   maxima.append(a.max())
beta = np.std(maxima) * np.sqrt(6) / np.pi
mu = np.mean(maxima) - 0.57721*beta
df = pd.DataFrame(s)
