# source: the Examples of the docstring of numpy.amin (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
a = np.arange(4).reshape((2,2))
a
np.amin(a)           # Minimum of the flattened array
np.amin(a, axis=0)   # Minima along the first axis
np.amin(a, axis=1)   # Minima along the second axis
np.amin(a, where=[False, True], initial=10, axis=0)
b = np.arange(5, dtype=float)
b[2] = np.NaN
np.amin(b)
np.amin(b, where=~np.isnan(b), initial=10)
np.nanmin(b)
np.amin([[-50], [10]], axis=-1, initial=0)
np.amin([6], initial=5)
min([6], default=5)
df = pd.DataFrame(b)
