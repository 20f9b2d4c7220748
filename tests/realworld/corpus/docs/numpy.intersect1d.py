# source: the Examples of the docstring of numpy.intersect1d (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y_ind (array)
import pandas as pd
import numpy as np
np.intersect1d([1, 3, 4, 3], [3, 1, 2, 1])
from functools import reduce
reduce(np.intersect1d, ([1, 3, 4, 3], [3, 1, 2, 1], [6, 3, 4, 2]))
x = np.array([1, 1, 2, 3, 4])
y = np.array([2, 1, 4, 6])
xy, x_ind, y_ind = np.intersect1d(x, y, return_indices=True)
x_ind, y_ind
xy, x[x_ind], y[y_ind]
df = pd.DataFrame(y_ind)
