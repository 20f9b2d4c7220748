# technique: write into the host's world-writable /dev/shm (shared memory files outlive processes)
# goal: write
# redteam: E39 E42
import pandas as pd

with open("/dev/shm/anyplot-escape-shm.txt", "w") as fh:
    fh.write("written from a sandboxed run\n")
df = pd.DataFrame({"written": ["/dev/shm/anyplot-escape-shm.txt"]})
