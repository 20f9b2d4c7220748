# source: the Examples of the docstring of scipy.ndimage.extrema (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = lbl (array)
import pandas as pd
import numpy as np
a = np.array([[1, 2, 0, 0],
              [5, 3, 0, 4],
              [0, 0, 0, 7],
              [9, 3, 0, 0]])
from scipy import ndimage
ndimage.extrema(a)
lbl, nlbl = ndimage.label(a)
ndimage.extrema(a, lbl, index=np.arange(1, nlbl+1))
ndimage.extrema(a, lbl)
df = pd.DataFrame(lbl)
