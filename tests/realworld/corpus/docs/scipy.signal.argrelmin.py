# source: the Examples of the docstring of scipy.signal.argrelmin (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
from scipy.signal import argrelmin
x = np.array([2, 1, 2, 3, 2, 0, 1, 0])
argrelmin(x)
y = np.array([[1, 2, 1, 2],
              [2, 2, 0, 0],
              [5, 3, 4, 4]])
argrelmin(y, axis=1)
df = pd.DataFrame(y)
