# source: the Examples of the docstring of scipy.special.perm (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = n (array)
import pandas as pd
import numpy as np
from scipy.special import perm
k = np.array([3, 4])
n = np.array([10, 10])
perm(n, k)
perm(10, 3, exact=True)
df = pd.DataFrame(n)
