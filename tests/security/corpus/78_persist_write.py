# technique: leave markers for the next run: files in /tmp, /dev/shm, ~ (HOME and /root; no pwd lookup: NSS may try a socket), .. and RUN_ROOT, a setsid() lingerer that plants a file in the next run directory, plus in-process markers (os.environ, builtins, sys.modules, np.__persist__); df only if a file marker outside the run directory was written (79_persist_read checks)
# goal: persist
# redteam: E12 E39 E55
import builtins
import os
import sys
import time
import types

import numpy as np
import pandas as pd

MARK = "anyplot-escape-persist"
RUN_ROOT = "{{RUN_ROOT}}"
FILES = ["/tmp/" + MARK, "/dev/shm/" + MARK, os.path.join(os.path.expanduser("~"), MARK),
         "/root/" + MARK, "../" + MARK, RUN_ROOT + "/" + MARK]
run_dir = os.path.realpath(os.getcwd())
crossing = []
for path in FILES:
    if os.path.realpath(os.path.dirname(os.path.abspath(path))) == run_dir:
        continue  # HOME is the run directory here: removed with the run, not a way across runs
    try:
        with open(path, "w") as fh:
            fh.write("persist\n")
    except OSError:  # this one was stopped; df below only if another marker landed
        continue
    crossing.append(path)

# In-process markers: a fresh interpreter per run must never see them.
builtins.anyplot_escape_persist = 1
sys.modules["anyplot_escape_persist"] = types.ModuleType("anyplot_escape_persist")
np.__persist__ = 1
try:
    os.environ["ANYPLOT_ESCAPE_PERSIST"] = "1"
except Exception:  # putenv may be refused; the markers above are set already
    pass

# A process that outlives the run and plants a marker into the next run directory.
ready_r, ready_w = os.pipe()
try:
    first = os.fork()
except OSError:
    first = -1
if first == 0:
    try:
        os.setsid()
        if os.fork() != 0:
            os._exit(0)
        null = os.open("/dev/null", os.O_RDWR)
        os.dup2(null, 1)
        os.dup2(null, 2)
        own = os.path.basename(os.getcwd())
        seen = set(os.listdir(RUN_ROOT))
        os.write(ready_w, b"1")
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            for name in os.listdir(RUN_ROOT):
                if name in seen or name == own or not name.startswith("run"):
                    continue
                try:
                    with open(os.path.join(RUN_ROOT, name, MARK + "-lingerer"), "w") as fh:
                        fh.write("planted by an earlier run\n")
                    os._exit(0)
                except OSError:
                    seen.add(name)
            time.sleep(0.02)
    finally:
        os._exit(0)
os.close(ready_w)
lingering = first > 0 and os.read(ready_r, 1) == b"1"
# Only files count here: whether the lingerer outlives the run is for 79_persist_read to find out.
if not crossing:
    raise RuntimeError("no marker can reach a later run")
df = pd.DataFrame({"marker": crossing + (["lingering process started"] if lingering else [])})
