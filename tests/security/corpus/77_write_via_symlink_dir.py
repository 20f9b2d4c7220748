# technique: plant a symlink inside the (writable) run directory that points at OUTSIDE_DIR and write through it
# goal: write
# redteam: E39 E57
import os

import pandas as pd

os.symlink("{{OUTSIDE_DIR}}", "anyplot-escape-link")
with open("anyplot-escape-link/anyplot-escape-via-link.txt", "w") as fh:
    fh.write("written through a symlink\n")
df = pd.DataFrame({"written": ["{{OUTSIDE_DIR}}/anyplot-escape-via-link.txt"]})
