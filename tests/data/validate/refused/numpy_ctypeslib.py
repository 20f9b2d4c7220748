# expect: module_escape
# E24: ctypes without import ctypes
import numpy as np
import pandas as pd

libc = np.ctypeslib.ctypes.CDLL(None)
df = pd.DataFrame({"a": [1]})
