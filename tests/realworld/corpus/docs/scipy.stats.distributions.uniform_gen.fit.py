# source: the Examples of the docstring of scipy.stats.distributions.uniform_gen.fit (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy.stats import uniform
x = np.array([2, 2.5, 3.1, 9.5, 13.0])
loc, scale = uniform.fit(x)
loc
scale
loc, scale = uniform.fit(x, floc=0)
loc
scale
loc, scale = uniform.fit(x, fscale=12)
loc
scale
df = pd.DataFrame(x)
