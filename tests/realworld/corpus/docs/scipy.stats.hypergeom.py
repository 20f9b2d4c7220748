# source: the Examples of the docstring of scipy.stats.hypergeom (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = R (array)
import pandas as pd
import numpy as np
from scipy.stats import hypergeom
[M, n, N] = [20, 7, 12]
rv = hypergeom(M, n, N)
x = np.arange(0, n+1)
pmf_dogs = rv.pmf(x)
prb = hypergeom.cdf(x, M, n, N)
R = hypergeom.rvs(M, n, N, size=10)
df = pd.DataFrame(R)
