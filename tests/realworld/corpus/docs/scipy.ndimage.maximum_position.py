# source: the Examples of the docstring of scipy.ndimage.maximum_position (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = lbl (array)
import pandas as pd
from scipy import ndimage
import numpy as np
a = np.array([[1, 2, 0, 0],
              [5, 3, 0, 4],
              [0, 0, 0, 7],
              [9, 3, 0, 0]])
ndimage.maximum_position(a)
lbl = np.array([[0, 1, 2, 3],
                [0, 1, 2, 3],
                [0, 1, 2, 3],
                [0, 1, 2, 3]])
ndimage.maximum_position(a, lbl, 1)
ndimage.maximum_position(a, lbl)
ndimage.maximum_position(a, lbl, 2)
df = pd.DataFrame(lbl)
