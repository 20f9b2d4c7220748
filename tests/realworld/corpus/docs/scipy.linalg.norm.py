# source: the Examples of the docstring of scipy.linalg.norm (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
from scipy.linalg import norm
a = np.arange(9) - 4.0
a
b = a.reshape((3, 3))
b
norm(a)
norm(b)
norm(b, 'fro')
norm(a, np.inf)
norm(b, np.inf)
norm(a, -np.inf)
norm(b, -np.inf)
norm(a, 1)
norm(b, 1)
norm(a, -1)
norm(b, -1)
norm(a, 2)
norm(b, 2)
norm(a, -2)
norm(b, -2)
norm(a, 3)
norm(a, -3)
df = pd.DataFrame(b)
