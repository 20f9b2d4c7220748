# class: format_lookup
# technique: [template.format][0](obj) (control)
# goal: read
import numpy as np
import pandas as pd

u = "_" * 2
template = "{0." + u + "init" + u + "}"
df = pd.DataFrame({"x": [[template.format][0](np.vectorize)]})
