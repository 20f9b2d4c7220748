# source: the Examples of the docstring of scipy.ndimage.distance_transform_edt (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = edt (array)
import pandas as pd
from scipy import ndimage
import numpy as np
a = np.array(([0,1,1,1,1],
              [0,0,1,1,1],
              [0,1,1,1,1],
              [0,1,1,1,0],
              [0,1,1,0,0]))
ndimage.distance_transform_edt(a)
ndimage.distance_transform_edt(a, sampling=[2,1])
edt, inds = ndimage.distance_transform_edt(a, return_indices=True)
inds
indices = np.zeros(((np.ndim(a),) + a.shape), dtype=np.int32)
ndimage.distance_transform_edt(a, return_indices=True, indices=indices)
indices
df = pd.DataFrame(edt)
