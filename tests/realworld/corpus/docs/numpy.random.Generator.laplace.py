# source: the Examples of the docstring of numpy.random.Generator.laplace (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = g (array)
import pandas as pd
import numpy as np
loc, scale = 0., 1.
s = np.random.default_rng().laplace(loc, scale, 1000)
x = np.arange(-8., 8., .01)
pdf = np.exp(-abs(x-loc)/scale)/(2.*scale)
g = (1/(scale * np.sqrt(2 * np.pi)) *
     np.exp(-(x - loc)**2 / (2 * scale**2)))
df = pd.DataFrame(g)
