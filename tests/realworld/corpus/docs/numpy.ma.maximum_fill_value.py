# source: the Examples of the docstring of numpy.ma.maximum_fill_value (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
import numpy.ma as ma
a = np.int8()
ma.maximum_fill_value(a)
a = np.int32()
ma.maximum_fill_value(a)
a = np.array([1, 2, 3], dtype=np.int8)
ma.maximum_fill_value(a)
a = np.array([1, 2, 3], dtype=np.float32)
ma.maximum_fill_value(a)
df = pd.DataFrame(a)
