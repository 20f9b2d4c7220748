# class: introspection
# technique: a generator defined with yield (allowed since v2) hands its own frame to DataFrame.eval via a ** dispatch mapping: gi_frame.f_back.f_locals is the code iterating it; the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: read
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})


def steps():
    yield [frame.agg][0](**{"func": "eval", "expr": "@g.gi_frame.f_back.f_locals", "local_dict": {"g": gen}})


gen = steps()
caller_locals = next(gen)
df = pd.DataFrame({"name": sorted(str(k) for k in caller_locals)})
