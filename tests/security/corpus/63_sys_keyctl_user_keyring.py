# technique: keyctl(KEYCTL_GET_KEYRING_ID, KEY_SPEC_USER_KEYRING) through ctypes syscall(): the per-uid keyring is shared by every process of the uid (a cross-sandbox channel)
# goal: syscall
# redteam: E42
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

KEYCTL_GET_KEYRING_ID, KEY_SPEC_USER_KEYRING = 0, -4
keyring = syscall(250, KEYCTL_GET_KEYRING_ID, KEY_SPEC_USER_KEYRING, 1)
df = pd.DataFrame({"user_keyring": [keyring]})
