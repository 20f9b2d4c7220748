# technique: library writers instead of open(): DataFrame.to_csv and np.savetxt into OUTSIDE_DIR and /tmp; df if any landed
# goal: write
# redteam: E39
import numpy as np
import pandas as pd

written = []
for path in ("{{OUTSIDE_DIR}}/anyplot-escape-pandas.csv", "/tmp/anyplot-escape-pandas.csv"):
    try:
        pd.DataFrame({"a": [1]}).to_csv(path)
    except OSError:
        continue
    written.append(path)
for path in ("{{OUTSIDE_DIR}}/anyplot-escape-numpy.txt", "/tmp/anyplot-escape-numpy.txt"):
    try:
        np.savetxt(path, np.arange(3))
    except OSError:
        continue
    written.append(path)
if not written:
    raise RuntimeError("nothing written")
df = pd.DataFrame({"written": written})
