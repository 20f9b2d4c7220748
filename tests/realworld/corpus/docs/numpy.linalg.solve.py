# source: the Examples of the docstring of numpy.linalg.solve (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
a = np.array([[1, 2], [3, 5]])
b = np.array([1, 2])
x = np.linalg.solve(a, b)
x
np.allclose(np.dot(a, x), b)
df = pd.DataFrame(x)
