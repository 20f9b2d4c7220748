# source: the Examples of the docstring of numpy.argmin (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = index_array (array)
import pandas as pd
import numpy as np
a = np.arange(6).reshape(2,3) + 10
a
np.argmin(a)
np.argmin(a, axis=0)
np.argmin(a, axis=1)
ind = np.unravel_index(np.argmin(a, axis=None), a.shape)
ind
a[ind]
b = np.arange(6) + 10
b[4] = 10
b
np.argmin(b)  # Only the first occurrence is returned.
x = np.array([[4,2,3], [1,0,3]])
index_array = np.argmin(x, axis=-1)
np.take_along_axis(x, np.expand_dims(index_array, axis=-1), axis=-1)
np.take_along_axis(x, np.expand_dims(index_array, axis=-1), axis=-1).squeeze(axis=-1)
x = np.arange(24).reshape((2, 3, 4))
res = np.argmin(x, axis=1, keepdims=True)
res.shape
df = pd.DataFrame(index_array)
