# technique: make another process that shares this address space (a warm child's CLONE_VM memory holder, which has its own seccomp filter but would run our handlers' code) run a signal handler: tgkill SIGINT to every other pid; if any of them ran CPython's C handler, it trips the shared flag and our own Python-level handler fires
# goal: syscall
# dangerous: yes
# redteam: E23 E31
import os
import signal
import time

import numpy as np
import pandas as pd

fired = []
signal.signal(signal.SIGINT, lambda signum, frame: fired.append(signum))
libc = np.ctypeslib.ctypes.CDLL(None, use_errno=True)
SYS_tgkill = 234  # x86_64
me = os.getpid()
for pid in range(1, 64):
    if pid != me:
        libc.syscall(SYS_tgkill, pid, pid, signal.SIGINT)
time.sleep(0.3)
for _ in range(1000):
    pass  # let the interpreter check for tripped handlers
if not fired:
    raise PermissionError("no process sharing our memory ran a handler")
df = pd.DataFrame({"fired": fired})
