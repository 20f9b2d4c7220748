# source: the Examples of the docstring of numpy.ma.isMA (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = m (array)
import pandas as pd
import numpy as np
import numpy.ma as ma
a = np.eye(3, 3)
a
m = ma.masked_values(a, 0)
m
ma.isMaskedArray(a)
ma.isMaskedArray(m)
ma.isMaskedArray([0, 1, 2])
df = pd.DataFrame(m)
