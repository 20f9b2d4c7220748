# source: the Examples of the docstring of scipy.ndimage.binary_fill_holes (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
from scipy import ndimage
import numpy as np
a = np.zeros((5, 5), dtype=int)
a[1:4, 1:4] = 1
a[2,2] = 0
a
ndimage.binary_fill_holes(a).astype(int)
ndimage.binary_fill_holes(a, structure=np.ones((5,5))).astype(int)
df = pd.DataFrame(a)
