# technique: os.posix_spawn("/bin/cat", canary) with its stdout dup2'd onto a pipe
# goal: exec
# redteam: E35
import os

import pandas as pd

read_end, write_end = os.pipe()
pid = os.posix_spawn("/bin/cat", ["cat", "{{CANARY_FILE}}"], {"PATH": "/usr/bin:/bin"},
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
    raise RuntimeError("cat did not run")
df = pd.DataFrame({"stolen": [data.decode("latin-1")]})
