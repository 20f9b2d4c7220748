# technique: utimensat on /dev/zero - change a host device node's mtime, which every tenant and the host can stat (a channel between runs)
# goal: write
# redteam: issue 24 finding 1
import os

import pandas as pd

before = os.stat("/dev/zero").st_mtime_ns
os.utime("/dev/zero")  # times NULL: "now", which write permission (0666) is enough for
after = os.stat("/dev/zero").st_mtime_ns
if after == before:
    raise RuntimeError("the device node's metadata did not change")
df = pd.DataFrame({"mtime_changed": [after - before]})
