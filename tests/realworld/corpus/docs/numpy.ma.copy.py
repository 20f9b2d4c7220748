# source: the Examples of the docstring of numpy.ma.copy (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
x = np.array([[1,2,3],[4,5,6]], order='F')
y = x.copy()
x.fill(0)
x
y
y.flags['C_CONTIGUOUS']
df = pd.DataFrame(y)
