# class: introspection
# technique: typing.get_type_hints(fn, localns=mapping): a mapping whose lookups are recorded shows every name the annotations resolve, then hands back getattr for later use
# goal: read
import typing

import numpy as np
import pandas as pd

store = {}


def cell(x: "[store.update(g=getattr), int][-1]", y: "[store.update(v=vars), int][-1]"):
    return x


typing.get_type_hints(cell, localns={"store": store})
get = store["g"]
u = "_" * 2
init_globals = get(get(np.vectorize, u + "init" + u), u + "globals" + u)
df = pd.DataFrame({"name": sorted(init_globals)})
