# source: the Examples of the docstring of numpy.linalg.cond (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
from numpy import linalg as LA
a = np.array([[1, 0, -1], [0, 1, 0], [1, 0, 1]])
a
LA.cond(a)
LA.cond(a, 'fro')
LA.cond(a, np.inf)
LA.cond(a, -np.inf)
LA.cond(a, 1)
LA.cond(a, -1)
LA.cond(a, 2)
LA.cond(a, -2)
min(LA.svd(a, compute_uv=False))*min(LA.svd(LA.inv(a), compute_uv=False))
df = pd.DataFrame(a)
