# source: the Examples of the docstring of numpy.ma.MaskedArray.max (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = masked_x (array)
import pandas as pd
import numpy.ma as ma
x = [[-1., 2.5], [4., -2.], [3., 0.]]
mask = [[0, 0], [1, 0], [1, 0]]
masked_x = ma.masked_array(x, mask)
masked_x
ma.max(masked_x)
ma.max(masked_x, axis=0)
ma.max(masked_x, axis=1, keepdims=True)
mask = [[1, 1], [1, 1], [1, 1]]
masked_x = ma.masked_array(x, mask)
ma.max(masked_x, axis=1)
df = pd.DataFrame(masked_x)
