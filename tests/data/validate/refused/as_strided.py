# expect: escape_attribute
# E26
import numpy as np
import pandas as pd

x = np.lib.stride_tricks.as_strided(np.zeros(1), shape=(1 << 20,), strides=(8,))
df = pd.DataFrame({"a": [1]})
