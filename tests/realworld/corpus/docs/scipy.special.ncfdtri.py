# source: the Examples of the docstring of scipy.special.ncfdtri (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = p (array)
import pandas as pd
from scipy.special import ncfdtr, ncfdtri
f = [0.5, 1, 1.5]
p = ncfdtr(2, 3, 1.5, f)
p
ncfdtri(2, 3, 1.5, p)
df = pd.DataFrame(p)
