# source: the Examples of the docstring of numpy.chararray.sort (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.array([[1,4], [3,1]])
a.sort(axis=1)
a
a.sort(axis=0)
a
a = np.array([('a', 2), ('c', 1)], dtype=[('x', 'S1'), ('y', int)])
a.sort(order='y')
a
df = pd.DataFrame(a)
