# source: the Examples of the docstring of scipy.linalg.diagsvd (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = vals (array)
import pandas as pd
import numpy as np
from scipy.linalg import diagsvd
vals = np.array([1, 2, 3])  # The array representing the computed svd
diagsvd(vals, 3, 4)
diagsvd(vals, 4, 3)
df = pd.DataFrame(vals)
