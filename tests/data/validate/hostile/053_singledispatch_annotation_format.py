# class: format_lookup
# technique: functools.singledispatch().register evaluates the annotation with get_type_hints; the annotation formats {0.__init__.__globals__[sys].modules[os].environ} over np.vectorize
# goal: read
import functools

import numpy as np
import pandas as pd

target = np.vectorize
u = "_" * 2
template = "{0." + u + "init" + u + "." + u + "globals" + u + "[sys].modules[os].environ}"
out = []


@functools.singledispatch
def describe(value):
    return value


@describe.register
def describe_int(value: "[out.append(template.format(target)), int][-1]"):
    return value


df = pd.DataFrame({"environ": out})
