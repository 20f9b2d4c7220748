# source: the Examples of the docstring of numpy.asfortranarray (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
x = np.ones((2, 3), order='C')
x.flags['C_CONTIGUOUS']
y = np.asfortranarray(x)
y.flags['F_CONTIGUOUS']
np.may_share_memory(x, y)
x = np.ones((2, 3), order='F')
x.flags['F_CONTIGUOUS']
y = np.asfortranarray(x)
x is y
df = pd.DataFrame(y)
