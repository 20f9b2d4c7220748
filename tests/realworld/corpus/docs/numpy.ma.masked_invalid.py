# source: the Examples of the docstring of numpy.ma.masked_invalid (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
import numpy.ma as ma
a = np.arange(5, dtype=float)
a[2] = np.NaN
a[3] = np.PINF
a
ma.masked_invalid(a)
df = pd.DataFrame(a)
