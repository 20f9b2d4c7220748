# technique: os.kill(os.getppid(), SIGKILL) - kill the daemon or zygote that started this run
# goal: signal
# dangerous: yes
# redteam: E49
import os

import pandas as pd

ppid = os.getppid()
if ppid <= 1:
    raise RuntimeError("the parent is not visible")
os.kill(ppid, 9)
df = pd.DataFrame({"killed": [ppid]})
