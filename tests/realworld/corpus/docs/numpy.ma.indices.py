# source: the Examples of the docstring of numpy.ma.indices (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = j (array)
import pandas as pd
import numpy as np
grid = np.indices((2, 3))
grid.shape
grid[0]        # row indices
grid[1]        # column indices
x = np.arange(20).reshape(5, 4)
row, col = np.indices((2, 3))
x[row, col]
i, j = np.indices((2, 3), sparse=True)
i.shape
j.shape
i        # row indices
j        # column indices
df = pd.DataFrame(j)
