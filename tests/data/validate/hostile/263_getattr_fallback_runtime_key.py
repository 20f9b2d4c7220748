# class: class_def
# technique: a run-time-named __getattr__ answers numpy's __array_interface__ lookup with a raw-address dict (implicit call from np.asarray)
# goal: memory
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
wanted = "_" * 2 + "array_interface" + "_" * 2


def answer(self, name):
    if name == wanted:
        return {"data": (id(self) - 2048, False), "shape": (8192,), "typestr": "|u1", "version": 3}
    raise AttributeError(name)


Raw = make("Raw", (), {"_" * 2 + "getattr" + "_" * 2: answer})
df = pd.DataFrame({"byte": np.asarray(Raw()).copy()})
