# source: the Examples of the docstring of scipy.ndimage.generate_binary_structure (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
from scipy import ndimage
import numpy as np
struct = ndimage.generate_binary_structure(2, 1)
struct
a = np.zeros((5,5))
a[2, 2] = 1
a
b = ndimage.binary_dilation(a, structure=struct).astype(a.dtype)
b
ndimage.binary_dilation(b, structure=struct).astype(a.dtype)
struct = ndimage.generate_binary_structure(2, 2)
struct
struct = ndimage.generate_binary_structure(3, 1)
struct # no diagonal elements
df = pd.DataFrame(b)
