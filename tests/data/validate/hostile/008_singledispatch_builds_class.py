# class: class_making
# technique: functools.singledispatch().register evaluates the registered function's annotation: the annotation returns a freshly made class, which becomes the dispatch type
# goal: memory
import functools

import numpy as np
import pandas as pd

key = "_" * 2 + "array_interface" + "_" * 2
ns = {key: property(lambda s: {"data": (id(s) - 1024, False), "shape": (4096,), "typestr": "|u1", "version": 3})}


@functools.singledispatch
def view(obj):
    return None


@view.register
def view_raw(obj: "type('Raw', (), ns)"):
    return np.asarray(obj).copy()


Raw = [t for t in view.registry if t is not object][0]
df = pd.DataFrame({"byte": view(Raw())})
