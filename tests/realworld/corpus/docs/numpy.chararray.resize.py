# source: the Examples of the docstring of numpy.chararray.resize (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 traceback examples; df = c (array)
import pandas as pd
import numpy as np
a = np.array([[0, 1], [2, 3]], order='C')
a.resize((2, 1))
a
a = np.array([[0, 1], [2, 3]], order='F')
a.resize((2, 1))
a
b = np.array([[0, 1], [2, 3]])
b.resize(2, 3) # new_shape parameter doesn't have to be a tuple
b
c = a
a.resize((1, 1), refcheck=False)
a
c
df = pd.DataFrame(c)
