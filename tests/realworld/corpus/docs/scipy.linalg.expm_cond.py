# source: the Examples of the docstring of scipy.linalg.expm_cond (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = A (array)
import pandas as pd
import numpy as np
from scipy.linalg import expm_cond
A = np.array([[-0.3, 0.2, 0.6], [0.6, 0.3, -0.1], [-0.7, 1.2, 0.9]])
k = expm_cond(A)
k
df = pd.DataFrame(A)
