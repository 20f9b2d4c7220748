# source: the Examples of the docstring of numpy.matrix.sum (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = out (array)
import pandas as pd
import numpy as np
x = np.matrix([[1, 2], [4, 3]])
x.sum()
x.sum(axis=1)
x.sum(axis=1, dtype='float')
out = np.zeros((2, 1), dtype='float')
x.sum(axis=1, dtype='float', out=np.asmatrix(out))
df = pd.DataFrame(out)
