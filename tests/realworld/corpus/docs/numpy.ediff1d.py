# source: the Examples of the docstring of numpy.ediff1d (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.array([1, 2, 4, 7, 0])
np.ediff1d(x)
np.ediff1d(x, to_begin=-99, to_end=np.array([88, 99]))
y = [[1, 2, 4], [1, 6, 24]]
np.ediff1d(y)
df = pd.DataFrame(x)
