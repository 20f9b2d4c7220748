# class: introspection
# technique: a function's __code__.co_consts read in expression text (DataFrame.eval reached as [frame.aggregate][0]('eval', ...))
# goal: read
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return [frame.aggregate][0]("eval", 0, expr, local_dict=names)

u = "_" * 2

consts = ev("@f." + u + "code" + u + ".co_consts", f=pd.DataFrame.describe)
df = pd.DataFrame({"const": [repr(c)[:80] for c in consts]})
