# source: the Examples of the docstring of numpy.ma.masked_where (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
import numpy.ma as ma
a = np.arange(4)
a
ma.masked_where(a <= 2, a)
b = ['a', 'b', 'c', 'd']
ma.masked_where(a == 2, b)
c = ma.masked_where(a <= 2, a)
c
c[0] = 99
c
a
c = ma.masked_where(a <= 2, a, copy=False)
c[0] = 99
c
a
a = np.arange(4)
a = ma.masked_where(a == 2, a)
a
b = np.arange(4)
b = ma.masked_where(b == 0, b)
b
ma.masked_where(a == 3, b)
df = pd.DataFrame(b)
