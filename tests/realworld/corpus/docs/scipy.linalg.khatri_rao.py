# source: the Examples of the docstring of scipy.linalg.khatri_rao (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
from scipy import linalg
a = np.array([[1, 2, 3], [4, 5, 6]])
b = np.array([[3, 4, 5], [6, 7, 8], [2, 3, 9]])
linalg.khatri_rao(a, b)
df = pd.DataFrame(b)
