# technique: memfd_create() through ctypes syscall(): anonymous executable memory files (E29's building block)
# goal: syscall
# redteam: E29
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

fd = syscall(319, b"anyplot-escape", 1)  # MFD_CLOEXEC
os.write(fd, b"#!/bin/sh\n")
df = pd.DataFrame({"memfd": [fd], "path": [os.readlink(f"/proc/self/fd/{fd}")]})
