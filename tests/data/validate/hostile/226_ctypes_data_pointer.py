# class: numpy_memory
# technique: arr.ctypes.data (control)
# goal: memory
import numpy as np
import pandas as pd

arr = np.zeros(4)
df = pd.DataFrame({"address": [arr.ctypes.data]})
