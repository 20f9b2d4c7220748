# technique: thread flood: 256 threads with 64 KiB stacks, all alive at once; df only if every one started (a pids limit or RLIMIT_NPROC under a dedicated uid must stop it)
# goal: exec
# redteam: E50
import threading

import pandas as pd

threading.stack_size(64 * 1024)
stop = threading.Event()
started = []
for _ in range(256):
    t = threading.Thread(target=stop.wait, args=(5,), daemon=True)
    t.start()
    started.append(t)
alive = sum(t.is_alive() for t in started)
stop.set()
if alive < 256:
    raise RuntimeError(f"only {alive} threads alive")
df = pd.DataFrame({"threads": [alive]})
