# source: the Examples of the docstring of numpy.chararray.view (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 traceback examples, 1 print calls; df = z (array)
import pandas as pd
import numpy as np
x = np.array([(1, 2)], dtype=[('a', np.int8), ('b', np.int8)])
y = x.view(dtype=np.int16, type=np.matrix)
y
x = np.array([(1, 2),(3,4)], dtype=[('a', np.int8), ('b', np.int8)])
xv = x.view(dtype=np.int8).reshape(-1,2)
xv
xv.mean(0)
xv[0,1] = 20
x
z = x.view(np.recarray)
z.a
x[0] = (9, 10)
z[0]
x = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int16)
y = x[:, ::2]
y
z = y.copy()
z.view(dtype=[('width', np.int16), ('length', np.int16)])
x = np.arange(2 * 3 * 4, dtype=np.int8).reshape(2, 3, 4)
x.transpose(1, 0, 2).view(np.int16)
df = pd.DataFrame(z)
