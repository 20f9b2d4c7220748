# source: the Examples of the docstring of scipy.linalg.lu (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = u (array)
import pandas as pd
import numpy as np
from scipy.linalg import lu
A = np.array([[2, 5, 8, 7], [5, 2, 2, 8], [7, 5, 6, 6], [5, 4, 4, 8]])
p, l, u = lu(A)
np.allclose(A - p @ l @ u, np.zeros((4, 4)))
df = pd.DataFrame(u)
