# source: the Examples of the docstring of scipy.special.ncfdtridfn (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = p (array)
import pandas as pd
from scipy.special import ncfdtr, ncfdtridfn
dfn = [1, 2, 3]
p = ncfdtr(dfn, 2, 0.25, 15)
p
ncfdtridfn(p, 2, 0.25, 15)
df = pd.DataFrame(p)
