# class: numpy_memory
# technique: np.frombuffer(bytes) + setflags(write=True) (E27 regression probe; numpy 1.24 refuses at run time)
# goal: memory
import numpy as np
import pandas as pd

secret = b"anyplot-immutable"
arr = np.frombuffer(secret, dtype=np.uint8)
arr.setflags(write=True)
arr[:7] = np.frombuffer(b"ESCAPED", dtype=np.uint8)
if not secret.startswith(b"ESCAPED"):
    raise RuntimeError("not rewritten")
df = pd.DataFrame({"secret": [secret.decode()]})
