# source: the Examples of the docstring of numpy.dtype.metadata (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = arr2 (array)
import pandas as pd
import numpy as np
dt = np.dtype(float, metadata={"key": "value"})
dt.metadata["key"]
arr = np.array([1, 2, 3], dtype=dt)
arr.dtype.metadata
(arr + arr).dtype.metadata
dt2 = np.dtype(float, metadata={"key2": "value2"})
arr2 = np.array([3, 2, 1], dtype=dt2)
(arr + arr2).dtype.metadata is None
df = pd.DataFrame(arr2)
