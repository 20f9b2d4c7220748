# source: the Examples of the docstring of numpy.unique (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = counts (array)
import pandas as pd
import numpy as np
np.unique([1, 1, 2, 2, 3, 3])
a = np.array([[1, 1], [2, 3]])
np.unique(a)
a = np.array([[1, 0, 0], [1, 0, 0], [2, 3, 4]])
np.unique(a, axis=0)
a = np.array(['a', 'b', 'b', 'c', 'a'])
u, indices = np.unique(a, return_index=True)
u
indices
a[indices]
a = np.array([1, 2, 6, 4, 2, 3, 2])
u, indices = np.unique(a, return_inverse=True)
u
indices
u[indices]
a = np.array([1, 2, 6, 4, 2, 3, 2])
values, counts = np.unique(a, return_counts=True)
values
counts
np.repeat(values, counts)
df = pd.DataFrame(counts)
