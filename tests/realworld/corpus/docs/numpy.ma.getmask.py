# source: the Examples of the docstring of numpy.ma.getmask (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy.ma as ma
a = ma.masked_equal([[1,2],[3,4]], 2)
a
ma.getmask(a)
a.mask
b = ma.masked_array([[1,2],[3,4]])
b
ma.nomask
ma.getmask(b) == ma.nomask
b.mask == ma.nomask
df = pd.DataFrame(b)
