# class: class_making
# technique: abc.ABCMeta reached as Mapping.__class__ inside expression text; a metaclass derived from it with an __instancecheck__ hook runs code on every isinstance() against its classes (DataFrame.eval reached as [frame.aggregate][0]('eval', ...))
# goal: exec
import numpy as np
import pandas as pd
import collections.abc

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return [frame.aggregate][0]("eval", 0, expr, local_dict=names)

u = "_" * 2

hits = []
Meta = ev("@m[0]." + u + "class" + u, m=[collections.abc.Mapping])
Hooked = Meta("Hooked", (Meta,), {u + "instancecheck" + u: lambda cls, obj: hits.append(repr(obj)) or False})
Probe = Hooked("Probe", (), {})
isinstance(frame, Probe)
df = pd.DataFrame({"hits": hits})
