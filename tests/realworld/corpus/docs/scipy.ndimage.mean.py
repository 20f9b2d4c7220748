# source: the Examples of the docstring of scipy.ndimage.mean (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = index (array)
import pandas as pd
from scipy import ndimage
import numpy as np
a = np.arange(25).reshape((5,5))
labels = np.zeros_like(a)
labels[3:5,3:5] = 1
index = np.unique(labels)
labels
index
ndimage.mean(a, labels=labels, index=index)
df = pd.DataFrame(index)
