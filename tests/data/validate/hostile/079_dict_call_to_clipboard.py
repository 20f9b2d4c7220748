# class: dispatch_hidden
# technique: agg(dict(x='to_clipboard')): a dict(...) call counts as a container and its strings are not read
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(3)})
frame.agg(dict(x="to_clipboard"))
df = pd.DataFrame({"copied": [True]})
