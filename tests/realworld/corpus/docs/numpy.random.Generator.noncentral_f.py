# source: the Examples of the docstring of numpy.random.Generator.noncentral_f (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = c_vals (array)
import pandas as pd
import numpy as np
rng = np.random.default_rng()
dfnum = 3 # between group deg of freedom
dfden = 20 # within groups degrees of freedom
nonc = 3.0
nc_vals = rng.noncentral_f(dfnum, dfden, nonc, 1000000)
NF = np.histogram(nc_vals, bins=50, density=True)
c_vals = rng.f(dfnum, dfden, 1000000)
F = np.histogram(c_vals, bins=50, density=True)
df = pd.DataFrame(c_vals)
