# class: format_lookup
# technique: string.Formatter().vformat (control)
# goal: read
import string

import numpy as np
import pandas as pd

u = "_" * 2
df = pd.DataFrame({"x": [string.Formatter().vformat("{0." + u + "init" + u + "}", (np.vectorize,), {})]})
