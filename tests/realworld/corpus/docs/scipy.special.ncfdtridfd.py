# source: the Examples of the docstring of scipy.special.ncfdtridfd (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = p (array)
import pandas as pd
from scipy.special import ncfdtr, ncfdtridfd
dfd = [1, 2, 3]
p = ncfdtr(2, dfd, 0.25, 15)
p
ncfdtridfd(2, p, 0.25, 15)
df = pd.DataFrame(p)
