# source: the Examples of the docstring of numpy.ma.count (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy.ma as ma
a = ma.arange(6).reshape((2, 3))
a[1, :] = ma.masked
a
a.count()
a.count(axis=0)
a.count(axis=1)
df = pd.DataFrame(a)
