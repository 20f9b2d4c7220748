# source: the Examples of the docstring of numpy.ma.intersect1d (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
x = np.ma.array([1, 3, 3, 3], mask=[0, 0, 0, 1])
y = np.ma.array([3, 1, 1, 1], mask=[0, 0, 0, 1])
np.ma.intersect1d(x, y)
df = pd.DataFrame(y)
