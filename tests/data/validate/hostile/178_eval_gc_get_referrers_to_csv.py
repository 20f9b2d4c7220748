# class: gc_walk
# technique: gc.get_referrers(pd.DataFrame.to_csv) in a DataFrame.eval string (gc found by a level walk): the holders of the writer the harness pinned are its runner cells and frames; the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: read
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
holders = None
for depth in range(1, 48):
    try:
        holders = [frame.agg][0](**{"func": "eval", "expr": "@gc.get_referrers(@D[0].to_csv)", "level": depth,
                               "local_dict": {"D": [pd.DataFrame]}})
        break
    except Exception:
        continue
if not holders:
    raise RuntimeError("no referrers")
df = pd.DataFrame({"holder": [repr(h)[:200] for h in holders]})
