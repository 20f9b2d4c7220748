# source: the Examples of the docstring of numpy.empty_like (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = ([1,2,3], [4,5,6])                         # a is array-like
np.empty_like(a)
a = np.array([[1., 2., 3.],[4.,5.,6.]])
np.empty_like(a)
df = pd.DataFrame(a)
