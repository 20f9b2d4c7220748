# source: the Examples of the docstring of scipy.ndimage.binary_erosion (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
from scipy import ndimage
import numpy as np
a = np.zeros((7,7), dtype=int)
a[1:6, 2:5] = 1
a
ndimage.binary_erosion(a).astype(a.dtype)
ndimage.binary_erosion(a, structure=np.ones((5,5))).astype(a.dtype)
df = pd.DataFrame(a)
