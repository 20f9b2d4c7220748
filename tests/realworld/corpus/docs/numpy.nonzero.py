# source: the Examples of the docstring of numpy.nonzero (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
x = np.array([[3, 0, 0], [0, 4, 0], [5, 6, 0]])
x
np.nonzero(x)
x[np.nonzero(x)]
np.transpose(np.nonzero(x))
a = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
a > 3
np.nonzero(a > 3)
a[np.nonzero(a > 3)]
a[a > 3]  # prefer this spelling
(a > 3).nonzero()
df = pd.DataFrame(a)
