# source: the Examples of the docstring of numpy.asarray (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = [1, 2]
np.asarray(a)
a = np.array([1, 2])
np.asarray(a) is a
a = np.array([1, 2], dtype=np.float32)
np.asarray(a, dtype=np.float32) is a
np.asarray(a, dtype=np.float64) is a
issubclass(np.recarray, np.ndarray)
a = np.array([(1.0, 2), (3.0, 4)], dtype='f4,i4').view(np.recarray)
np.asarray(a) is a
np.asanyarray(a) is a
df = pd.DataFrame(a)
