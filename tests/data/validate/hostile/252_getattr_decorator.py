# class: decorator_abuse
# technique: @getattr(np, 'vectorize') (control)
# goal: exec
import numpy as np
import pandas as pd


@getattr(np, "vectorize")
def f(x):
    return x


df = pd.DataFrame({"x": [1]})
