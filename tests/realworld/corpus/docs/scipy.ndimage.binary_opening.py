# source: the Examples of the docstring of scipy.ndimage.binary_opening (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
from scipy import ndimage
import numpy as np
a = np.zeros((5,5), dtype=int)
a[1:4, 1:4] = 1; a[4, 4] = 1
a
ndimage.binary_opening(a, structure=np.ones((3,3))).astype(int)
ndimage.binary_opening(a).astype(int)
ndimage.binary_erosion(a).astype(int)
ndimage.binary_dilation(ndimage.binary_erosion(a)).astype(int)
df = pd.DataFrame(a)
