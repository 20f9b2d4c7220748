# source: the Examples of the docstring of scipy.optimize.lsq_linear (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ub (array)
import pandas as pd
import numpy as np
from scipy.sparse import rand
from scipy.optimize import lsq_linear
rng = np.random.default_rng()
m = 20000
n = 10000
A = rand(m, n, density=1e-4, random_state=rng)
b = rng.standard_normal(m)
lb = rng.standard_normal(n)
ub = lb + 1
res = lsq_linear(A, b, bounds=(lb, ub), lsmr_tol='auto', verbose=1)
df = pd.DataFrame(ub)
