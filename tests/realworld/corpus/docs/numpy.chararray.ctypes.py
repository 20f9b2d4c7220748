# source: the Examples of the docstring of numpy.chararray.ctypes (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
import ctypes
x = np.array([[0, 1], [2, 3]], dtype=np.int32)
x
x.ctypes.data
x.ctypes.data_as(ctypes.POINTER(ctypes.c_uint32))
x.ctypes.data_as(ctypes.POINTER(ctypes.c_uint32)).contents
x.ctypes.data_as(ctypes.POINTER(ctypes.c_uint64)).contents
x.ctypes.shape
x.ctypes.strides
df = pd.DataFrame(x)
