# source: the Examples of the docstring of numpy.ma.ndenumerate (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 print calls; df = a (array)
import pandas as pd
import numpy as np
a = np.ma.arange(9).reshape((3, 3))
a[1, 0] = np.ma.masked
a[1, 2] = np.ma.masked
a[2, 1] = np.ma.masked
a
for index, x in np.ma.ndenumerate(a):
    pass
for index, x in np.ma.ndenumerate(a, compressed=False):
    pass
df = pd.DataFrame(a)
