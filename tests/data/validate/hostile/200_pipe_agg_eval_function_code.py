# class: introspection
# technique: [frame.agg][0]('eval', 0, '@f.__code__.co_consts') — a function's code constants read through expression text
# goal: read
import numpy as np
import pandas as pd

u = "_" * 2
frame = pd.DataFrame({"x": np.arange(2)})
consts = [frame.agg][0]("eval", 0, "@f." + u + "code" + u + ".co_consts", local_dict={"f": pd.DataFrame.describe})
df = pd.DataFrame({"const": [repr(c)[:80] for c in consts]})
