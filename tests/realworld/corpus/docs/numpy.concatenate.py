# source: the Examples of the docstring of numpy.concatenate (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
a = np.array([[1, 2], [3, 4]])
b = np.array([[5, 6]])
np.concatenate((a, b), axis=0)
np.concatenate((a, b.T), axis=1)
np.concatenate((a, b), axis=None)
a = np.ma.arange(3)
a[1] = np.ma.masked
b = np.arange(2, 5)
a
b
np.concatenate([a, b])
np.ma.concatenate([a, b])
df = pd.DataFrame(b)
