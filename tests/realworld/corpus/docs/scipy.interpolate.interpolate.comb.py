# source: the Examples of the docstring of scipy.interpolate.interpolate.comb (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = n (array)
import pandas as pd
import numpy as np
from scipy.special import comb
k = np.array([3, 4])
n = np.array([10, 10])
comb(n, k, exact=False)
comb(10, 3, exact=True)
comb(10, 3, exact=True, repetition=True)
df = pd.DataFrame(n)
