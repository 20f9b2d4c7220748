# source: the Examples of the docstring of numpy.random.Generator.vonmises (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 +SKIP examples, 3 plotting examples; df = x (array)
import pandas as pd
import numpy as np
mu, kappa = 0.0, 4.0 # mean and dispersion
s = np.random.default_rng().vonmises(mu, kappa, 1000)
x = np.linspace(-np.pi, np.pi, num=51)
df = pd.DataFrame(x)
