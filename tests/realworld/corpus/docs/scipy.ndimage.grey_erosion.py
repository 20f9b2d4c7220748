# source: the Examples of the docstring of scipy.ndimage.grey_erosion (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = footprint (array)
import pandas as pd
from scipy import ndimage
import numpy as np
a = np.zeros((7,7), dtype=int)
a[1:6, 1:6] = 3
a[4,4] = 2; a[2,3] = 1
a
ndimage.grey_erosion(a, size=(3,3))
footprint = ndimage.generate_binary_structure(2, 1)
footprint
ndimage.grey_erosion(a, size=(3,3), footprint=footprint)
df = pd.DataFrame(footprint)
