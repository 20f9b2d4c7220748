# class: dispatch_hidden
# technique: df.groupby(k).agg(out=('v', 'to_clipboard')) — named aggregation on a groupby; each group's Series runs to_clipboard()
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"k": [1, 1, 2], "v": np.arange(3)})
frame.groupby("k").agg(out=("v", "to_clipboard"))
df = pd.DataFrame({"copied": [True]})
