# source: the Examples of the docstring of numpy.average (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 traceback examples, 1 print calls; df = w (array)
import pandas as pd
import numpy as np
data = np.arange(1, 5)
data
np.average(data)
np.average(np.arange(1, 11), weights=np.arange(10, 0, -1))
data = np.arange(6).reshape((3, 2))
data
np.average(data, axis=1, weights=[1./4, 3./4])
a = np.ones(5, dtype=np.float128)
w = np.ones(5, dtype=np.complex64)
avg = np.average(a, weights=w)
np.average(data, axis=1, keepdims=True)
df = pd.DataFrame(w)
