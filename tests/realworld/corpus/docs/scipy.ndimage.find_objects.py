# source: the Examples of the docstring of scipy.ndimage.find_objects (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
from scipy import ndimage
import numpy as np
a = np.zeros((6,6), dtype=int)
a[2:4, 2:4] = 1
a[4, 4] = 1
a[:2, :3] = 2
a[0, 5] = 3
a
ndimage.find_objects(a)
ndimage.find_objects(a, max_label=2)
ndimage.find_objects(a == 1, max_label=2)
loc = ndimage.find_objects(a)[0]
a[loc]
df = pd.DataFrame(a)
