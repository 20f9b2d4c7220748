# source: the Examples of the docstring of scipy.signal.argrelextrema (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
from scipy.signal import argrelextrema
x = np.array([2, 1, 2, 3, 2, 0, 1, 0])
argrelextrema(x, np.greater)
y = np.array([[1, 2, 1, 2],
              [2, 2, 0, 0],
              [5, 3, 4, 4]])
argrelextrema(y, np.less, axis=1)
df = pd.DataFrame(y)
