# source: the Examples of the docstring of numpy.ix_ (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.arange(10).reshape(2, 5)
a
ixgrid = np.ix_([0, 1], [2, 4])
ixgrid
ixgrid[0].shape, ixgrid[1].shape
a[ixgrid]
ixgrid = np.ix_([True, True], [2, 4])
a[ixgrid]
ixgrid = np.ix_([True, True], [False, False, True, False, True])
a[ixgrid]
df = pd.DataFrame(a)
