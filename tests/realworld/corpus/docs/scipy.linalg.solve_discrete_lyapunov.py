# source: the Examples of the docstring of scipy.linalg.solve_discrete_lyapunov (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy import linalg
a = np.array([[0.2, 0.5],[0.7, -0.9]])
q = np.eye(2)
x = linalg.solve_discrete_lyapunov(a, q)
x
np.allclose(a.dot(x).dot(a.T)-x, -q)
df = pd.DataFrame(x)
