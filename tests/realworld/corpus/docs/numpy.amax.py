# source: the Examples of the docstring of numpy.amax (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
a = np.arange(4).reshape((2,2))
a
np.amax(a)           # Maximum of the flattened array
np.amax(a, axis=0)   # Maxima along the first axis
np.amax(a, axis=1)   # Maxima along the second axis
np.amax(a, where=[False, True], initial=-1, axis=0)
b = np.arange(5, dtype=float)
b[2] = np.NaN
np.amax(b)
np.amax(b, where=~np.isnan(b), initial=-1)
np.nanmax(b)
np.amax([[-50], [10]], axis=-1, initial=0)
np.amax([5], initial=6)
max([5], default=6)
df = pd.DataFrame(b)
