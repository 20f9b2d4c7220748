# class: numpy_memory
# technique: from scipy import LowLevelCallable (control)
# goal: memory
import numpy as np
import pandas as pd
from scipy import LowLevelCallable

df = pd.DataFrame({"x": [str(LowLevelCallable)]})
