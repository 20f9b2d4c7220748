# source: the Examples of the docstring of numpy.ma.MaskedArray.min (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = masked_x (array)
import pandas as pd
import numpy.ma as ma
x = [[1., -2., 3.], [0.2, -0.7, 0.1]]
mask = [[1, 1, 0], [0, 0, 1]]
masked_x = ma.masked_array(x, mask)
masked_x
ma.min(masked_x)
ma.min(masked_x, axis=-1)
ma.min(masked_x, axis=0, keepdims=True)
mask = [[1, 1, 1,], [1, 1, 1]]
masked_x = ma.masked_array(x, mask)
ma.min(masked_x, axis=0)
df = pd.DataFrame(masked_x)
