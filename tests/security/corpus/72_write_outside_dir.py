# technique: plain open(..., "w") of a file in OUTSIDE_DIR, a world-writable directory outside the run root
# goal: write
# redteam: E39
import pandas as pd

with open("{{OUTSIDE_DIR}}/anyplot-escape-outside.txt", "w") as fh:
    fh.write("written from a sandboxed run\n")
df = pd.DataFrame({"written": ["{{OUTSIDE_DIR}}/anyplot-escape-outside.txt"]})
