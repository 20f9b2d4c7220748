# class: introspection
# technique: a generator's gi_frame.f_back.f_locals read in expression text while it runs (DataFrame.eval reached as (frame.agg if len(frame) else None)('eval', ...))
# goal: read
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return (frame.agg if len(frame) else None)("eval", 0, expr, local_dict=names)

def steps():
    yield ev("@g.gi_frame.f_back.f_locals", g=gen)


gen = steps()
df = pd.DataFrame({"name": sorted(str(k) for k in next(gen))})
