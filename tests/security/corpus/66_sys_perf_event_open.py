# technique: perf_event_open(PERF_TYPE_SOFTWARE, CPU clock) on itself through ctypes syscall(): perf is kernel attack surface
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

attr = (ctypes.c_uint32 * 32)()
attr[0], attr[1] = 1, 128  # PERF_TYPE_SOFTWARE, size of perf_event_attr (VER7)
fd = syscall(298, ctypes.byref(attr), 0, -1, -1, 8)  # this process, any cpu, no group, FD_CLOEXEC
df = pd.DataFrame({"perf_fd": [fd]})
