# source: the Examples of the docstring of numpy.expand_dims (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.array([1, 2])
x.shape
y = np.expand_dims(x, axis=0)
y
y.shape
y = np.expand_dims(x, axis=1)
y
y.shape
y = np.expand_dims(x, axis=(0, 1))
y
y = np.expand_dims(x, axis=(2, 0))
y
np.newaxis is None
df = pd.DataFrame(x)
