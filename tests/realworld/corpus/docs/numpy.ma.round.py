# source: the Examples of the docstring of numpy.ma.round (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = masked_x (array)
import pandas as pd
import numpy.ma as ma
x = [11.2, -3.973, 0.801, -1.41]
mask = [0, 0, 0, 1]
masked_x = ma.masked_array(x, mask)
masked_x
ma.round_(masked_x)
ma.round(masked_x, decimals=1)
ma.round_(masked_x, decimals=-1)
df = pd.DataFrame(masked_x)
