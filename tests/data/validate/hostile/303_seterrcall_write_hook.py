# class: harness_hijack
# technique: np.seterrcall(obj) + np.seterr(all='log'): numpy calls obj.write(message) on any later floating-point error, the harness's included; the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: persist
import numpy as np
import pandas as pd

calls = []


class Log:
    def write(self, message):
        calls.append(message)
        frame = pd.DataFrame({"x": [0]})
        [frame.agg][0](**{"func": "to_pickle", "path": "{{OUTSIDE_DIR}}/anyplot-escape-seterr.pkl"})


np.seterrcall(Log())
np.seterr(all="log")
np.float64(1.0) / np.float64(0.0)
if not calls:
    raise RuntimeError("hook did not run")
df = pd.DataFrame({"x": np.arange(3)})
