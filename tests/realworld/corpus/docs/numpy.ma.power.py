# source: the Examples of the docstring of numpy.ma.power (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = masked_y (array)
import pandas as pd
import numpy.ma as ma
x = [11.2, -3.973, 0.801, -1.41]
mask = [0, 0, 0, 1]
masked_x = ma.masked_array(x, mask)
masked_x
ma.power(masked_x, 2)
y = [-0.5, 2, 0, 17]
masked_y = ma.masked_array(y, mask)
masked_y
ma.power(masked_x, masked_y)
df = pd.DataFrame(masked_y)
