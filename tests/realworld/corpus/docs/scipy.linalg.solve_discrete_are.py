# source: the Examples of the docstring of scipy.linalg.solve_discrete_are (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = R (array)
import pandas as pd
import numpy as np
from scipy import linalg as la
a = np.array([[0, 1], [0, -1]])
b = np.array([[1, 0], [2, 1]])
q = np.array([[-4, -4], [-4, 7]])
r = np.array([[9, 3], [3, 1]])
x = la.solve_discrete_are(a, b, q, r)
x
R = la.solve(r + b.T.dot(x).dot(b), b.T.dot(x).dot(a))
np.allclose(a.T.dot(x).dot(a) - x - a.T.dot(x).dot(b).dot(R), -q)
df = pd.DataFrame(R)
