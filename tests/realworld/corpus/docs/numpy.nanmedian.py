# source: the Examples of the docstring of numpy.nanmedian (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
a = np.array([[10.0, 7, 4], [3, 2, 1]])
a[0, 1] = np.nan
a
np.median(a)
np.nanmedian(a)
np.nanmedian(a, axis=0)
np.median(a, axis=1)
b = a.copy()
np.nanmedian(b, axis=1, overwrite_input=True)
assert not np.all(a==b)
b = a.copy()
np.nanmedian(b, axis=None, overwrite_input=True)
assert not np.all(a==b)
df = pd.DataFrame(b)
