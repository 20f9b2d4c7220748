# class: class_making
# technique: a metaclass built as make('Meta', (make,), {'__call__': hook}) from the captured `type`; every instantiation of its classes runs the hook
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
u = "_" * 2
leaks = []


def on_call(cls, *args):
    leaks.append(np.asarray(make("V", (), {u + "array_interface" + u: {
        "data": (id(cls) - 512, False), "shape": (2048,), "typestr": "|u1", "version": 3}})()).copy())
    return None


Meta = make("Meta", (make,), {u + "call" + u: on_call})
Table = Meta("Table", (), {})
Table()
df = pd.DataFrame({"byte": leaks[0]})
