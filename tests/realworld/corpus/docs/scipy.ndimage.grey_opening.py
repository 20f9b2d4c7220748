# source: the Examples of the docstring of scipy.ndimage.grey_opening (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
from scipy import ndimage
import numpy as np
a = np.arange(36).reshape((6,6))
a[3, 3] = 50
a
ndimage.grey_opening(a, size=(3,3))
df = pd.DataFrame(a)
