# class: introspection
# technique: functools.update_wrapper(..., updated=('__globals__',)) as a getattr (control)
# goal: read
import functools

import pandas as pd

holder = {}


def target():
    return None


functools.update_wrapper(target, pd.DataFrame.to_string, assigned=(), updated=())
df = pd.DataFrame({"x": [1]})
