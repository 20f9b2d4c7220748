# source: the Examples of the docstring of numpy.broadcast.index (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
x = np.array([[1], [2], [3]])
y = np.array([4, 5, 6])
b = np.broadcast(x, y)
b.index
next(b), next(b), next(b)
b.index
df = pd.DataFrame(y)
