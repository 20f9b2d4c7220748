# source: the Examples of the docstring of numpy.dtype.itemsize (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = arr (array)
import pandas as pd
import numpy as np
arr = np.array([[1, 2], [3, 4]])
arr.dtype
arr.itemsize
dt = np.dtype([('name', np.str_, 16), ('grades', np.float64, (2,))])
dt.itemsize
df = pd.DataFrame(arr)
