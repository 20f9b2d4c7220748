# source: the Examples of the docstring of scipy.ndimage.binary_closing (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
from scipy import ndimage
import numpy as np
a = np.zeros((5,5), dtype=int)
a[1:-1, 1:-1] = 1; a[2,2] = 0
a
ndimage.binary_closing(a).astype(int)
ndimage.binary_dilation(a).astype(int)
ndimage.binary_erosion(ndimage.binary_dilation(a)).astype(int)
a = np.zeros((7,7), dtype=int)
a[1:6, 2:5] = 1; a[1:3,3] = 0
a
ndimage.binary_closing(a).astype(int)
ndimage.binary_closing(a, structure=np.ones((2,2))).astype(int)
df = pd.DataFrame(a)
