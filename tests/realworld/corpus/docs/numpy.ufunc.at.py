# source: the Examples of the docstring of numpy.ufunc.at (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
a = np.array([1, 2, 3, 4])
np.negative.at(a, [0, 1])
a
a = np.array([1, 2, 3, 4])
np.add.at(a, [0, 1, 2, 2], 1)
a
a = np.array([1, 2, 3, 4])
b = np.array([1, 2])
np.add.at(a, [0, 1], b)
a
df = pd.DataFrame(b)
