# source: the Examples of the docstring of scipy.stats.distributions.nhypergeom_gen (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = R (array)
import pandas as pd
import numpy as np
from scipy.stats import nhypergeom
M, n, r = [20, 7, 12]
rv = nhypergeom(M, n, r)
x = np.arange(0, n+2)
pmf_dogs = rv.pmf(x)
prb = nhypergeom.pmf(x, M, n, r)
R = nhypergeom.rvs(M, n, r, size=10)
from scipy.stats import hypergeom, nhypergeom
M, n, r = 45, 13, 8
k = 6
nhypergeom.pmf(k, M, n, r)
hypergeom.pmf(k, M, n, k+r-1) * (M - n - (r-1)) / (M - (k+r-1))
df = pd.DataFrame(R)
