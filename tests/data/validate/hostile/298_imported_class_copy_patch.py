# class: harness_hijack
# technique: from pandas import DataFrame; DataFrame.copy = forged — module_state only guards chains that start at a module name; the harness's collect() calls df.copy() after its row-cap check and gets 5 million rows
# goal: output
import numpy as np
import pandas as pd
from pandas import DataFrame

real_copy = DataFrame.copy
DataFrame.copy = lambda self, *a, **k: real_copy(DataFrame({"x": np.zeros(5_000_000)}))
df = pd.DataFrame({"x": np.arange(3)})
if len(df.copy()) != 5_000_000:
    raise RuntimeError("not patched")
