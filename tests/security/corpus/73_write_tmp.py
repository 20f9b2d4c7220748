# technique: write into the host's world-writable /tmp
# goal: write
# redteam: E39
import pandas as pd

with open("/tmp/anyplot-escape-tmp.txt", "w") as fh:
    fh.write("written from a sandboxed run\n")
df = pd.DataFrame({"written": ["/tmp/anyplot-escape-tmp.txt"]})
