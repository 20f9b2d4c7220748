# source: the Examples of the docstring of scipy.linalg.solve_continuous_are (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy import linalg
a = np.array([[4, 3], [-4.5, -3.5]])
b = np.array([[1], [-1]])
q = np.array([[9, 6], [6, 4.]])
r = 1
x = linalg.solve_continuous_are(a, b, q, r)
x
np.allclose(a.T.dot(x) + x.dot(a)-x.dot(b).dot(b.T).dot(x), -q)
df = pd.DataFrame(x)
