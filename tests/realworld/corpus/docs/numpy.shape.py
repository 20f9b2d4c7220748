# source: the Examples of the docstring of numpy.shape (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
np.shape(np.eye(3))
np.shape([[1, 3]])
np.shape([0])
np.shape(0)
a = np.array([(1, 2), (3, 4), (5, 6)],
             dtype=[('x', 'i4'), ('y', 'i4')])
np.shape(a)
a.shape
df = pd.DataFrame(a)
