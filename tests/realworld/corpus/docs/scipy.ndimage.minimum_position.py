# source: the Examples of the docstring of scipy.ndimage.minimum_position (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = label (array)
import pandas as pd
import numpy as np
a = np.array([[10, 20, 30],
              [40, 80, 100],
              [1, 100, 200]])
b = np.array([[1, 2, 0, 1],
              [5, 3, 0, 4],
              [0, 0, 0, 7],
              [9, 3, 0, 0]])
from scipy import ndimage
ndimage.minimum_position(a)
ndimage.minimum_position(b)
label, pos = ndimage.label(a)
ndimage.minimum_position(a, label, index=np.arange(1, pos+1))
label, pos = ndimage.label(b)
ndimage.minimum_position(b, label, index=np.arange(1, pos+1))
df = pd.DataFrame(label)
