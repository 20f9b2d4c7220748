# technique: fcntl(F_SETLK) read lock on a host file, then F_GETLK - a lock another tenant's F_GETLK sees is a channel between runs
# goal: signal
# redteam: issue 24 finding 2
import fcntl
import os
import struct

import pandas as pd

fd = os.open("/usr/lib/os-release", os.O_RDONLY)
fcntl.lockf(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
probe = struct.pack("hhqqi", fcntl.F_WRLCK, 0, 0, 0, 0)
fcntl.fcntl(fd, fcntl.F_GETLK, probe)
df = pd.DataFrame({"locked": [fd]})
