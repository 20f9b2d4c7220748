# source: the Examples of the docstring of numpy.copy (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 +SKIP examples; df = c (array)
import pandas as pd
import numpy as np
x = np.array([1, 2, 3])
y = x
z = np.copy(x)
x[0] = 10
x[0] == y[0]
x[0] == z[0]
a = np.array([1, 2, 3])
a.flags["WRITEABLE"] = False
b = np.copy(a)
b.flags["WRITEABLE"]
b[0] = 3
b
a = np.array([1, 'm', [2, 3, 4]], dtype=object)
b = np.copy(a)
b[2][0] = 10
a
import copy
a = np.array([1, 'm', [2, 3, 4]], dtype=object)
c = copy.deepcopy(a)
c[2][0] = 10
c
a
df = pd.DataFrame(c)
