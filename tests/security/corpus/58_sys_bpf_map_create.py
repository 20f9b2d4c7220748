# technique: bpf(BPF_MAP_CREATE) through ctypes syscall(): eBPF is kernel attack surface
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
attr[0], attr[1], attr[2], attr[3] = 2, 4, 4, 1  # BPF_MAP_TYPE_ARRAY, key 4, value 4, 1 entry
fd = syscall(321, 0, ctypes.byref(attr), ctypes.sizeof(attr))
df = pd.DataFrame({"bpf_map_fd": [fd]})
