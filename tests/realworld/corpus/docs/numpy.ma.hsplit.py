# source: the Examples of the docstring of numpy.ma.hsplit (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.arange(16.0).reshape(4, 4)
x
np.hsplit(x, 2)
np.hsplit(x, np.array([3, 6]))
x = np.arange(8.0).reshape(2, 2, 2)
x
np.hsplit(x, 2)
x = np.array([0, 1, 2, 3, 4, 5])
np.hsplit(x, 2)
df = pd.DataFrame(x)
