# source: the Examples of the docstring of scipy.linalg.eigvalsh (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = w (array)
import pandas as pd
import numpy as np
from scipy.linalg import eigvalsh
A = np.array([[6, 3, 1, 5], [3, 0, 5, 1], [1, 5, 6, 2], [5, 1, 2, 2]])
w = eigvalsh(A)
w
df = pd.DataFrame(w)
