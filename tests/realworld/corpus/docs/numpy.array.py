# source: the Examples of the docstring of numpy.array (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
np.array([1, 2, 3])
np.array([1, 2, 3.0])
np.array([[1, 2], [3, 4]])
np.array([1, 2, 3], ndmin=2)
np.array([1, 2, 3], dtype=complex)
x = np.array([(1,2),(3,4)],dtype=[('a','<i4'),('b','<i4')])
x['a']
np.array(np.mat('1 2; 3 4'))
np.array(np.mat('1 2; 3 4'), subok=True)
df = pd.DataFrame(x)
