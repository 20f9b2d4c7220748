# source: the Examples of the docstring of numpy.ma.getdata (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy.ma as ma
a = ma.masked_equal([[1,2],[3,4]], 2)
a
ma.getdata(a)
a.data
df = pd.DataFrame(a)
