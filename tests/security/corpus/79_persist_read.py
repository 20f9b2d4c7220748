# technique: look for every marker 78_persist_write tried to leave (files via os.stat, which no audit event covers; environment, builtins, sys.modules, numpy attribute; a file planted in this run directory); df only if one is found
# goal: persist
# redteam: E12 E39 E55
import builtins
import os
import sys

import numpy as np
import pandas as pd

MARK = "anyplot-escape-persist"
RUN_ROOT = "{{RUN_ROOT}}"
FILES = ["/tmp/" + MARK, "/dev/shm/" + MARK, os.path.join(os.path.expanduser("~"), MARK),
         "/root/" + MARK, "../" + MARK, RUN_ROOT + "/" + MARK,
         MARK + "-lingerer"]
found = [path for path in FILES if os.path.exists(path)]
if os.environ.get("ANYPLOT_ESCAPE_PERSIST"):
    found.append("os.environ")
if hasattr(builtins, "anyplot_escape_persist"):
    found.append("builtins")
if "anyplot_escape_persist" in sys.modules:
    found.append("sys.modules")
if getattr(np, "__persist__", None) == 1:
    found.append("np.__persist__")
if not found:
    raise RuntimeError("nothing survived from an earlier run")
df = pd.DataFrame({"found": found})
