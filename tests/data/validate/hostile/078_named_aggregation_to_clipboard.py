# class: dispatch_hidden
# technique: named aggregation frame.agg(out=('x', 'to_clipboard')): relabelling keywords are not dispatch keywords, pandas calls Series.to_clipboard(), which spawns xclip/xsel
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(3)})
frame.agg(out=("x", "to_clipboard"))
df = pd.DataFrame({"copied": [True]})
