# class: numpy_memory
# technique: np.ndarray(shape, dtype, buffer=..., strides=(-1,)): a view that walks backwards out of its buffer
# goal: memory
import numpy as np
import pandas as pd

buf = bytearray(16)
back = np.ndarray(shape=(4096,), dtype=np.uint8, buffer=buf, offset=0, strides=(-1,))
df = pd.DataFrame({"byte": back.copy()})
