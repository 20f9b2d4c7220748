# source: the Examples of the docstring of numpy.mean (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.array([[1, 2], [3, 4]])
np.mean(a)
np.mean(a, axis=0)
np.mean(a, axis=1)
a = np.zeros((2, 512*512), dtype=np.float32)
a[0, :] = 1.0
a[1, :] = 0.1
np.mean(a)
np.mean(a, dtype=np.float64)
a = np.array([[5, 9, 13], [14, 10, 12], [11, 15, 19]])
np.mean(a)
np.mean(a, where=[[True], [False], [False]])
df = pd.DataFrame(a)
