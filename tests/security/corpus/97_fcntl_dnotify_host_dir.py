# technique: fcntl(F_NOTIFY) on a host directory of the read-only tree - watch the host's file activity (dnotify)
# goal: read
# redteam: issue 24 finding 2
import fcntl
import os

import pandas as pd

fd = os.open("/usr", os.O_RDONLY)
fcntl.fcntl(fd, fcntl.F_NOTIFY, fcntl.DN_ACCESS | fcntl.DN_MODIFY | fcntl.DN_MULTISHOT)
df = pd.DataFrame({"watching": [fd]})
