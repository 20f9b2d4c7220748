# technique: os.system runs /bin/sh, which copies the canary into the run directory, read back afterwards
# goal: exec
# redteam: E35
import os

import pandas as pd

status = os.system("cat {{CANARY_FILE}} > anyplot-escape-system.txt")
if status != 0:
    raise RuntimeError(f"shell status {status}")
with open("anyplot-escape-system.txt") as fh:
    stolen = fh.read()
df = pd.DataFrame({"stolen": [stolen]})
