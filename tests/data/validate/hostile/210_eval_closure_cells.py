# class: introspection
# technique: a closure's __closure__ cells and their cell_contents read in expression text (DataFrame.eval reached as (call := frame.agg)('eval', ...))
# goal: read
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return (call := frame.agg)("eval", 0, expr, local_dict=names)

u = "_" * 2

cells = ev("@f." + u + "closure" + u, f=pd.DataFrame.describe)
contents = [repr(ev("@c.cell_contents", c=c))[:80] for c in (cells or ())]
df = pd.DataFrame({"cell": contents or ["(no closure)"]})
