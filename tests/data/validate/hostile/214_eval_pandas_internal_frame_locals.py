# class: introspection
# technique: a KeyError from pandas' own code: its __traceback__'s innermost tb_frame.f_locals read in expression text (pandas internals' locals) (DataFrame.eval reached as functools.partial(frame.agg, 'eval')(...))
# goal: read
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
import functools


def ev(expr, **names):
    return functools.partial(frame.agg, "eval")(0, expr, local_dict=names)

u = "_" * 2

try:
    frame.loc["missing-row"]
except KeyError as exc:
    caught = exc
tb = ev("@e." + u + "traceback" + u, e=caught)
while ev("@t.tb_next", t=tb) is not None:
    tb = ev("@t.tb_next", t=tb)
df = pd.DataFrame({"local": sorted(str(k) for k in ev("@t.tb_frame.f_locals", t=tb))})
