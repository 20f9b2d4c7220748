# class: module_reach
# technique: scipy.spatial.distance.dataclasses.types (control)
# goal: exec
import pandas as pd
from scipy.spatial.distance import dataclasses

df = pd.DataFrame({"x": [str(dataclasses.types.FunctionType)]})
