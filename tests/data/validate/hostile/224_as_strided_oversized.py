# class: numpy_memory
# technique: np.lib.stride_tricks.as_strided (control)
# goal: memory
import numpy as np
import pandas as pd

small = np.zeros(1, dtype=np.uint32)
big = np.lib.stride_tricks.as_strided(small, shape=(1 << 20,), strides=(1,))
df = pd.DataFrame({"byte": big[:4096]})
