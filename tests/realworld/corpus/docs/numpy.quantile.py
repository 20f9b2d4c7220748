# source: the Examples of the docstring of numpy.quantile (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
a = np.array([[10, 7, 4], [3, 2, 1]])
a
np.quantile(a, 0.5)
np.quantile(a, 0.5, axis=0)
np.quantile(a, 0.5, axis=1)
np.quantile(a, 0.5, axis=1, keepdims=True)
m = np.quantile(a, 0.5, axis=0)
out = np.zeros_like(m)
np.quantile(a, 0.5, axis=0, out=out)
m
b = a.copy()
np.quantile(b, 0.5, axis=1, overwrite_input=True)
assert not np.all(a == b)
df = pd.DataFrame(b)
