# technique: os.kill(1, SIGKILL) - signal init (the sandbox's pid 1, or the host's without a pid namespace)
# goal: signal
# dangerous: yes
# redteam: E49
import os

import pandas as pd

if os.getpid() == 1:
    raise RuntimeError("this process is pid 1 itself")
os.kill(1, 9)
df = pd.DataFrame({"killed": [1]})
