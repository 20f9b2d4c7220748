# source: the Examples of the docstring of numpy.percentile (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
a = np.array([[10, 7, 4], [3, 2, 1]])
a
np.percentile(a, 50)
np.percentile(a, 50, axis=0)
np.percentile(a, 50, axis=1)
np.percentile(a, 50, axis=1, keepdims=True)
m = np.percentile(a, 50, axis=0)
out = np.zeros_like(m)
np.percentile(a, 50, axis=0, out=out)
m
b = a.copy()
np.percentile(b, 50, axis=1, overwrite_input=True)
assert not np.all(a == b)
df = pd.DataFrame(b)
