# source: the Examples of the docstring of numpy.ma.make_mask (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = arr (array)
import pandas as pd
import numpy as np
import numpy.ma as ma
m = [True, False, True, True]
ma.make_mask(m)
m = [1, 0, 1, 1]
ma.make_mask(m)
m = [1, 0, 2, -3]
ma.make_mask(m)
m = np.zeros(4)
m
ma.make_mask(m)
ma.make_mask(m, shrink=False)
m = [1, 0, 1, 1]
n = [0, 1, 0, 0]
arr = []
for man, mouse in zip(m, n):
    arr.append((man, mouse))
arr
dtype = np.dtype({'names':['man', 'mouse'],
                  'formats':[np.int64, np.int64]})
arr = np.array(arr, dtype=dtype)
arr
ma.make_mask(arr, dtype=dtype)
df = pd.DataFrame(arr)
