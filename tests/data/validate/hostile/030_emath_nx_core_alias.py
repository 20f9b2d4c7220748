# class: module_reach
# technique: np.emath.nx (numpy.core.numeric under an alias) (control)
# goal: exec
import numpy as np
import pandas as pd

core = np.emath.nx.arrayprint.contextlib
df = pd.DataFrame({"x": [str(core)]})
