# source: the Examples of the docstring of scipy.ndimage.minimum (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = labels (array)
import pandas as pd
from scipy import ndimage
import numpy as np
a = np.array([[1, 2, 0, 0],
              [5, 3, 0, 4],
              [0, 0, 0, 7],
              [9, 3, 0, 0]])
labels, labels_nb = ndimage.label(a)
labels
ndimage.minimum(a, labels=labels, index=np.arange(1, labels_nb + 1))
ndimage.minimum(a)
ndimage.minimum(a, labels=labels)
df = pd.DataFrame(labels)
