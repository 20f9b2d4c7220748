# source: the Examples of the docstring of numpy.nan_to_num (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
np.nan_to_num(np.inf)
np.nan_to_num(-np.inf)
np.nan_to_num(np.nan)
x = np.array([np.inf, -np.inf, np.nan, -128, 128])
np.nan_to_num(x)
np.nan_to_num(x, nan=-9999, posinf=33333333, neginf=33333333)
y = np.array([complex(np.inf, np.nan), np.nan, complex(np.nan, np.inf)])
np.nan_to_num(y)
np.nan_to_num(y, nan=111111, posinf=222222)
df = pd.DataFrame(y)
