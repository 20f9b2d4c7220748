# source: the Examples of the docstring of numpy.bitwise_not (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x1 (array)
import pandas as pd
import numpy as np
np.bitwise_not is np.invert
x = np.invert(np.array(13, dtype=np.uint8))
x
np.binary_repr(x, width=8)
x = np.invert(np.array(13, dtype=np.uint16))
x
np.binary_repr(x, width=16)
np.invert(np.array([13], dtype=np.int8))
np.binary_repr(-14, width=8)
np.invert(np.array([True, False]))
x1 = np.array([True, False])
~x1
df = pd.DataFrame(x1)
