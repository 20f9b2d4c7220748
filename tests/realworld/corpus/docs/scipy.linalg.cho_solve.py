# source: the Examples of the docstring of scipy.linalg.cho_solve (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy.linalg import cho_factor, cho_solve
A = np.array([[9, 3, 1, 5], [3, 7, 5, 1], [1, 5, 9, 2], [5, 1, 2, 6]])
c, low = cho_factor(A)
x = cho_solve((c, low), [1, 1, 1, 1])
np.allclose(A @ x - [1, 1, 1, 1], np.zeros(4))
df = pd.DataFrame(x)
