# source: the Examples of the docstring of scipy.ndimage.value_indices (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
from scipy import ndimage
a = np.zeros((6, 6), dtype=int)
a[2:4, 2:4] = 1
a[4, 4] = 1
a[:2, :3] = 2
a[0, 5] = 3
a
val_indices = ndimage.value_indices(a)
val_indices.keys()
ndx1 = val_indices[1]
ndx1
a[ndx1]
val_indices = ndimage.value_indices(a, ignore_value=0)
val_indices.keys()
df = pd.DataFrame(a)
