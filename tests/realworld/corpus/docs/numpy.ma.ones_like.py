# source: the Examples of the docstring of numpy.ma.ones_like (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
x = np.arange(6)
x = x.reshape((2, 3))
x
np.ones_like(x)
y = np.arange(3, dtype=float)
y
np.ones_like(y)
df = pd.DataFrame(y)
