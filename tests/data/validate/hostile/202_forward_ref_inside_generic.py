# class: introspection
# technique: typing.List['expr'] stores a ForwardRef that get_type_hints evaluates when it reads the annotation: the expression is not a bare string annotation
# goal: read
import typing

import pandas as pd

found = []
u = "_" * 2


def cell(x: typing.List["[found.append(getattr(typing.get_type_hints, u + 'globals' + u)), int][-1]"]):
    return x


typing.get_type_hints(cell)
typing_globals = found[0]
df = pd.DataFrame({"name": sorted(typing_globals)})
