# technique: os.pidfd_open(parent) + signal.pidfd_send_signal(SIGKILL): neither raises an audit event in CPython 3.11 (no os.kill event)
# goal: signal
# dangerous: yes
# redteam: E49 E62
import os
import signal

import pandas as pd

ppid = os.getppid()
if ppid <= 1:
    raise RuntimeError("the parent is not visible")
fd = os.pidfd_open(ppid)
signal.pidfd_send_signal(fd, signal.SIGKILL)
df = pd.DataFrame({"killed": [ppid]})
