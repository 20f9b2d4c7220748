# source: the Examples of the docstring of numpy.bitwise_and (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x2 (array)
import pandas as pd
import numpy as np
np.bitwise_and(13, 17)
np.bitwise_and(14, 13)
np.binary_repr(12)
np.bitwise_and([14,3], 13)
np.bitwise_and([11,7], [4,25])
np.bitwise_and(np.array([2,5,255]), np.array([3,14,16]))
np.bitwise_and([True, True], [False, True])
x1 = np.array([2, 5, 255])
x2 = np.array([3, 14, 16])
x1 & x2
df = pd.DataFrame(x2)
