# source: the Examples of the docstring of numpy.random.Generator.f (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (array)
import pandas as pd
import numpy as np
dfnum = 1. # between group degrees of freedom
dfden = 48. # within groups degrees of freedom
s = np.random.default_rng().f(dfnum, dfden, 1000)
np.sort(s)[-10]
df = pd.DataFrame(s)
