# class: module_reach
# technique: np.lib.npyio.DataSource (control)
# goal: read
import numpy as np
import pandas as pd

ds = np.lib.npyio.DataSource(None)
df = pd.DataFrame({"x": [ds.open("{{CANARY_FILE}}").read()]})
