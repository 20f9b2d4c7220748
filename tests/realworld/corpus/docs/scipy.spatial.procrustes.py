# source: the Examples of the docstring of scipy.spatial.procrustes (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = mtx2 (array)
import pandas as pd
import numpy as np
from scipy.spatial import procrustes
a = np.array([[1, 3], [1, 2], [1, 1], [2, 1]], 'd')
b = np.array([[4, -2], [4, -4], [4, -6], [2, -6]], 'd')
mtx1, mtx2, disparity = procrustes(a, b)
round(disparity)
df = pd.DataFrame(mtx2)
