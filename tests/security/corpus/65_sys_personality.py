# technique: personality(READ_IMPLIES_EXEC | ADDR_NO_RANDOMIZE) through ctypes syscall(): weakens W^X and ASLR for anything exec'd later
# goal: syscall
# redteam: E46
import os

import numpy as np
import pandas as pd

ctypes = np.ctypeslib.ctypes
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
if os.uname().machine != "x86_64":
    raise RuntimeError("syscall numbers below are x86_64")


def syscall(number, *args):
    args = [ctypes.c_long(a) if isinstance(a, int) else a for a in args]
    result = libc.syscall(ctypes.c_long(number), *args)
    if result < 0:
        err = ctypes.get_errno()
        raise OSError(err, f"syscall {number}: {os.strerror(err)}")
    return result

READ_IMPLIES_EXEC, ADDR_NO_RANDOMIZE = 0x0400000, 0x0040000
syscall(135, READ_IMPLIES_EXEC | ADDR_NO_RANDOMIZE)
now = syscall(135, 0xFFFFFFFF)
if now & (READ_IMPLIES_EXEC | ADDR_NO_RANDOMIZE) != (READ_IMPLIES_EXEC | ADDR_NO_RANDOMIZE):
    raise RuntimeError("persona unchanged")
df = pd.DataFrame({"persona": [hex(now)]})
