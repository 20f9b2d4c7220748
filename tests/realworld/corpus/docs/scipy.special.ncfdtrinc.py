# source: the Examples of the docstring of scipy.special.ncfdtrinc (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = p (array)
import pandas as pd
from scipy.special import ncfdtr, ncfdtrinc
nc = [0.5, 1.5, 2.0]
p = ncfdtr(2, 3, nc, 15)
p
ncfdtrinc(2, 3, p, 15)
df = pd.DataFrame(p)
