# source: the Examples of the docstring of numpy.ma.is_mask (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = m (array)
import pandas as pd
import numpy as np
import numpy.ma as ma
m = ma.masked_equal([0, 1, 0, 2, 3], 0)
m
ma.is_mask(m)
ma.is_mask(m.mask)
m = [False, True, False]
ma.is_mask(m)
m = np.array([False, True, False])
m
ma.is_mask(m)
dtype = np.dtype({'names':['monty', 'pithon'],
                  'formats':[bool, bool]})
dtype
m = np.array([(True, False), (False, True), (True, False)],
             dtype=dtype)
m
ma.is_mask(m)
df = pd.DataFrame(m)
