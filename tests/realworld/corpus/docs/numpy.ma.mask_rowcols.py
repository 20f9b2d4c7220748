# source: the Examples of the docstring of numpy.ma.mask_rowcols (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
import numpy.ma as ma
a = np.zeros((3, 3), dtype=int)
a[1, 1] = 1
a
a = ma.masked_equal(a, 1)
a
ma.mask_rowcols(a)
df = pd.DataFrame(a)
