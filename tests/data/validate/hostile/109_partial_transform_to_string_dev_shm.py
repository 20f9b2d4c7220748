# class: file_writer
# technique: functools.partial(frame.transform, 'to_string') with buf= under /dev/shm (DataFrame.eval reached as functools.partial(frame.agg, 'eval')(...))
# goal: persist
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
import functools


def ev(expr, **names):
    return functools.partial(frame.agg, "eval")(0, expr, local_dict=names)

try:
    functools.partial(frame.transform, "to_string")(buf="/dev/shm/anyplot-escape-transform.txt")
except ValueError:
    pass
df = pd.DataFrame({"written": ["/dev/shm/anyplot-escape-transform.txt"]})
