# source: the Examples of the docstring of numpy.shares_memory (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 traceback examples; df = x (array)
import pandas as pd
import numpy as np
x = np.array([1, 2, 3, 4])
np.shares_memory(x, np.array([5, 6, 7]))
np.shares_memory(x[::2], x)
np.shares_memory(x[::2], x[1::2])
from numpy.lib.stride_tricks import as_strided
x = np.zeros([192163377], dtype=np.int8)
x1 = as_strided(x, strides=(36674, 61119, 85569), shape=(1049, 1049, 1049))
x2 = as_strided(x[64023025:], strides=(12223, 12224, 1), shape=(1049, 1049, 1))
df = pd.DataFrame(x)
