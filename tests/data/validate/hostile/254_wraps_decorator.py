# class: decorator_abuse
# technique: @functools.wraps(target, updated=(...)) (control: attribute setter)
# goal: read
import functools

import pandas as pd


@functools.wraps(pd.DataFrame.describe)
def f():
    return 0


df = pd.DataFrame({"x": [1]})
