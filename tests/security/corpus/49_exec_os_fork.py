# technique: os.fork a child that reports through a pipe and leaves with os._exit(7); the parent reaps it
# goal: exec
# redteam: E35 E50
import os

import pandas as pd

read_end, write_end = os.pipe()
pid = os.fork()
if pid == 0:
    os.write(write_end, str(os.getpid()).encode())
    os._exit(7)
os.close(write_end)
child_said = os.read(read_end, 64).decode()
_, status = os.waitpid(pid, 0)
if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 7:
    raise RuntimeError("the child did not run")
df = pd.DataFrame({"child_pid": [child_said], "status": [status]})
