# class: format_lookup
# technique: fmt = str.format; fmt(template, obj) (control)
# goal: read
import numpy as np
import pandas as pd

u = "_" * 2
template = "{0." + u + "init" + u + "}"
fmt = str.format
df = pd.DataFrame({"x": [fmt(template, np.vectorize)]})
