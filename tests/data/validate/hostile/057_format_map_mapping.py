# class: format_lookup
# technique: template.format_map(mapping) (control)
# goal: read
import numpy as np
import pandas as pd

u = "_" * 2
template = "{v." + u + "init" + u + "}"
df = pd.DataFrame({"x": [template.format_map({"v": [np.vectorize]})]})
