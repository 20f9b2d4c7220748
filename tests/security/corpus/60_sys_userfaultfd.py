# technique: userfaultfd() through ctypes syscall(): the race-widening primitive of many kernel exploits
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

O_CLOEXEC, O_NONBLOCK = 0o2000000, 0o4000
fd = syscall(323, O_CLOEXEC | O_NONBLOCK)
df = pd.DataFrame({"userfaultfd": [fd]})
