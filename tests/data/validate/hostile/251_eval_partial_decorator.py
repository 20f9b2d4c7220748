# class: decorator_abuse
# technique: @functools.partial(eval, ...) (control)
# goal: exec
import functools

import pandas as pd


@functools.partial(eval, "1")
def f():
    return 0


df = pd.DataFrame({"x": [1]})
