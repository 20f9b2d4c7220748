# technique: io_uring_setup() through ctypes syscall(): io_uring submissions bypass per-syscall filters
# goal: syscall
# redteam: E43
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

params = (ctypes.c_uint8 * 120)()
fd = syscall(425, 4, ctypes.byref(params))
df = pd.DataFrame({"io_uring_fd": [fd]})
