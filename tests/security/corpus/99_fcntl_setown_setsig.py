# technique: F_SETOWN + F_SETSIG + O_ASYNC on its own pipe - the kernel delivers a signal of the run's choice (SIGSYS would forge a seccomp `violation`)
# goal: signal
# redteam: issue 24 finding 2
import fcntl
import os
import signal
import time

import pandas as pd

F_SETSIG = 10
got = []
signal.signal(signal.SIGUSR1, lambda signum, frame: got.append(signum))
r, w = os.pipe()
fcntl.fcntl(r, fcntl.F_SETOWN, os.getpid())
fcntl.fcntl(r, F_SETSIG, signal.SIGUSR1)
fcntl.fcntl(r, fcntl.F_SETFL, fcntl.fcntl(r, fcntl.F_GETFL) | os.O_ASYNC)
os.write(w, b"x")
time.sleep(0.2)
if not got:
    raise RuntimeError("no signal arrived")
df = pd.DataFrame({"signal": got})
