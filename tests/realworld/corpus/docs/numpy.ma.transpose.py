# source: the Examples of the docstring of numpy.ma.transpose (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy.ma as ma
x = ma.arange(4).reshape((2,2))
x[1, 1] = ma.masked
x
ma.transpose(x)
df = pd.DataFrame(x)
