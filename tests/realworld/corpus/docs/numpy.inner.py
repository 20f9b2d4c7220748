# source: the Examples of the docstring of numpy.inner (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
a = np.array([1,2,3])
b = np.array([0,1,0])
np.inner(a, b)
a = np.arange(24).reshape((2,3,4))
b = np.arange(4)
c = np.inner(a, b)
c.shape
c
a = np.arange(2).reshape((1,1,2))
b = np.arange(6).reshape((3,2))
c = np.inner(a, b)
c.shape
c
np.inner(np.eye(2), 7)
df = pd.DataFrame(b)
