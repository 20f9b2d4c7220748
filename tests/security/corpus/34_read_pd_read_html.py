# technique: pd.read_html on host files (needs lxml or bs4+html5lib; without them it fails at import, before reading); df only if some target was read
# goal: read
# redteam: E38
import pathlib

import pandas as pd

TARGETS = ["{{CANARY_FILE}}", "/etc/passwd", "/proc/self/environ", "/proc/1/cmdline", "/proc/self/maps"]
rows = []
for path in TARGETS:
    try:
        result = pd.read_html(pathlib.Path(path))
    except (OSError, ImportError):  # not readable here (or the reader is missing): no evidence
        continue
    except Exception as exc:  # the file was opened and parsed: the error is the evidence
        if type(exc).__name__ == "GuardRefusal":
            continue
        rows.append({"target": path, "evidence": f"{type(exc).__name__}: {exc}"[:500]})
    else:
        rows.append({"target": path, "evidence": str(result)[:2000]})
if not rows:
    raise RuntimeError("no target was readable")
df = pd.DataFrame(rows)
