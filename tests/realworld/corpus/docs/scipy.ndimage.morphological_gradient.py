# source: the Examples of the docstring of scipy.ndimage.morphological_gradient (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
from scipy import ndimage
import numpy as np
a = np.zeros((7,7), dtype=int)
a[2:5, 2:5] = 1
ndimage.morphological_gradient(a, size=(3,3))
ndimage.grey_dilation(a, size=(3,3)) -\
 ndimage.grey_erosion(a, size=(3,3))
a = np.zeros((7,7), dtype=int)
a[2:5, 2:5] = 1
a[4,4] = 2; a[2,3] = 3
a
ndimage.morphological_gradient(a, size=(3,3))
df = pd.DataFrame(a)
