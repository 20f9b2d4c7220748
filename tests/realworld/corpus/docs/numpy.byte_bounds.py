# source: the Examples of the docstring of numpy.byte_bounds (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = I (array)
import pandas as pd
import numpy as np
I = np.eye(2, dtype='f'); I.dtype
low, high = np.byte_bounds(I)
high - low == I.size*I.itemsize
I = np.eye(2); I.dtype
low, high = np.byte_bounds(I)
high - low == I.size*I.itemsize
df = pd.DataFrame(I)
