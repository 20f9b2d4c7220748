# source: the Examples of the docstring of scipy.ndimage.binary_hit_or_miss (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = structure1 (array)
import pandas as pd
from scipy import ndimage
import numpy as np
a = np.zeros((7,7), dtype=int)
a[1, 1] = 1; a[2:4, 2:4] = 1; a[4:6, 4:6] = 1
a
structure1 = np.array([[1, 0, 0], [0, 1, 1], [0, 1, 1]])
structure1
ndimage.binary_hit_or_miss(a, structure1=structure1).astype(int)
ndimage.binary_hit_or_miss(a, structure1=structure1,\
origin1=1).astype(int)
df = pd.DataFrame(structure1)
