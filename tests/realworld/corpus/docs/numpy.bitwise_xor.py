# source: the Examples of the docstring of numpy.bitwise_xor (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x2 (array)
import pandas as pd
import numpy as np
np.bitwise_xor(13, 17)
np.binary_repr(28)
np.bitwise_xor(31, 5)
np.bitwise_xor([31,3], 5)
np.bitwise_xor([31,3], [5,6])
np.bitwise_xor([True, True], [False, True])
x1 = np.array([True, True])
x2 = np.array([False, True])
x1 ^ x2
df = pd.DataFrame(x2)
