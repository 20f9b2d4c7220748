# source: the Examples of the docstring of scipy.ndimage.binary_dilation (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = struct2 (array)
import pandas as pd
from scipy import ndimage
import numpy as np
a = np.zeros((5, 5))
a[2, 2] = 1
a
ndimage.binary_dilation(a)
ndimage.binary_dilation(a).astype(a.dtype)
struct1 = ndimage.generate_binary_structure(2, 1)
struct1
struct2 = ndimage.generate_binary_structure(2, 2)
struct2
ndimage.binary_dilation(a, structure=struct1).astype(a.dtype)
ndimage.binary_dilation(a, structure=struct2).astype(a.dtype)
ndimage.binary_dilation(a, structure=struct1,\
iterations=2).astype(a.dtype)
df = pd.DataFrame(struct2)
