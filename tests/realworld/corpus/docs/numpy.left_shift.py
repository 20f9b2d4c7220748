# source: the Examples of the docstring of numpy.left_shift (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 print calls; df = x2 (array)
import pandas as pd
import numpy as np
np.binary_repr(5)
np.left_shift(5, 2)
np.binary_repr(20)
np.left_shift(5, [1,2,3])
a = np.left_shift(np.uint8(255), 1) # Expect 254
b = np.left_shift(np.uint8(255), np.uint8(1))
x1 = 5
x2 = np.array([1, 2, 3])
x1 << x2
df = pd.DataFrame(x2)
