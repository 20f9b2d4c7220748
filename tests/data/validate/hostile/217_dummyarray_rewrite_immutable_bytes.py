# class: numpy_memory
# technique: DummyArray with a writable interface over an immutable bytes object, rewritten in place
# goal: memory
import numpy as np
import pandas as pd
from numpy.lib.stride_tricks import DummyArray

target = b"anyplot-immutable-value"
window = np.asarray(DummyArray({"data": (id(target) + 32, False), "shape": (len(target),),
                                "typestr": "|u1", "version": 3}))
window[:7] = np.frombuffer(b"ESCAPED", dtype=np.uint8)
if not target.startswith(b"ESCAPED"):
    raise RuntimeError("not rewritten")
df = pd.DataFrame({"target": [target.decode()]})
