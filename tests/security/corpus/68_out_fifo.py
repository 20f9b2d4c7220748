# technique: replace out.csv with a FIFO so a collector that opens it blocking hangs the daemon's slot forever
# goal: output
# redteam: E58
import os

import pandas as pd

os.remove("out.csv")
os.mkfifo("out.csv")
df = pd.DataFrame({"x": [1]})
