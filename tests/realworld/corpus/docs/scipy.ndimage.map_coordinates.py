# source: the Examples of the docstring of scipy.ndimage.map_coordinates (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = inds (array)
import pandas as pd
from scipy import ndimage
import numpy as np
a = np.arange(12.).reshape((4, 3))
a
ndimage.map_coordinates(a, [[0.5, 2], [0.5, 1]], order=1)
inds = np.array([[0.5, 2], [0.5, 4]])
ndimage.map_coordinates(a, inds, order=1, cval=-33.3)
ndimage.map_coordinates(a, inds, order=1, mode='nearest')
ndimage.map_coordinates(a, inds, order=1, cval=0, output=bool)
df = pd.DataFrame(inds)
