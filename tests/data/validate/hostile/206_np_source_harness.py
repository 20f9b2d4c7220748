# class: introspection
# technique: np.source(obj) (control: refused importer)
# goal: read
import numpy as np
import pandas as pd

np.source(pd.DataFrame)
df = pd.DataFrame({"x": [1]})
