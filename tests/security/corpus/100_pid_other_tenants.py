# technique: name other tenants' processes by number - getpgid answers for every pid of the caller's pid namespace (ESRCH past it); whatever answers that is not pid 1, the run itself, its parent, one of its own threads (tgkill(self, tid, 0)) or its own child (wait4 with __WALL) belongs to someone else: the zygote's other standby children, whose pids also count the runs
# goal: read
# redteam: issue 24 finding 3
import os

import numpy as np
import pandas as pd

libc = np.ctypeslib.ctypes.CDLL(None, use_errno=True)
SYS_tgkill = 234  # x86_64
WALL = 0x40000000
me, parent = os.getpid(), os.getppid()
others = []
for pid in range(1, 32769):
    try:
        os.getpgid(pid)
    except ProcessLookupError:
        continue
    if pid in (1, me, parent) or libc.syscall(SYS_tgkill, me, pid, 0) == 0:
        continue
    try:
        os.waitpid(pid, os.WNOHANG | WALL)
        continue  # our own child (the memory holder)
    except ChildProcessError:
        others.append(pid)
if not others:
    raise ProcessLookupError("no other tenant's process is visible")
df = pd.DataFrame({"other_pid": others})
