# class: format_lookup
# technique: functools.partial(str.format, template) (control)
# goal: read
import functools

import numpy as np
import pandas as pd

u = "_" * 2
render = functools.partial(str.format, "{0." + u + "init" + u + "}")
df = pd.DataFrame({"x": [render(np.vectorize)]})
