# source: the Examples of the docstring of scipy.special.bernoulli (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = n (array)
import pandas as pd
import numpy as np
from scipy.special import bernoulli, zeta
bernoulli(4)
n = np.arange(1, 5)
-n * zeta(1 - n)
df = pd.DataFrame(n)
