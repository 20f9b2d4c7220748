# source: the Examples of the docstring of numpy.ma.resize (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
import numpy.ma as ma
a = ma.array([[1, 2] ,[3, 4]])
a[0, 1] = ma.masked
a
np.resize(a, (3, 3))
ma.resize(a, (3, 3))
a = np.array([[1, 2] ,[3, 4]])
ma.resize(a, (3, 3))
df = pd.DataFrame(a)
