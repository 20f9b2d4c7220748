# source: the Examples of the docstring of scipy.ndimage.histogram (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = lbl (array)
import pandas as pd
import numpy as np
a = np.array([[ 0.    ,  0.2146,  0.5962,  0.    ],
              [ 0.    ,  0.7778,  0.    ,  0.    ],
              [ 0.    ,  0.    ,  0.    ,  0.    ],
              [ 0.    ,  0.    ,  0.7181,  0.2787],
              [ 0.    ,  0.    ,  0.6573,  0.3094]])
from scipy import ndimage
ndimage.histogram(a, 0, 1, 10)
lbl, nlbl = ndimage.label(a)
ndimage.histogram(a, 0, 1, 10, lbl)
ndimage.histogram(a, 0, 1, 10, lbl, 2)
df = pd.DataFrame(lbl)
