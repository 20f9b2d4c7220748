# source: the Examples of the docstring of numpy.ravel_multi_index (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = arr (array)
import pandas as pd
import numpy as np
arr = np.array([[3,6,6],[4,5,1]])
np.ravel_multi_index(arr, (7,6))
np.ravel_multi_index(arr, (7,6), order='F')
np.ravel_multi_index(arr, (4,6), mode='clip')
np.ravel_multi_index(arr, (4,4), mode=('clip','wrap'))
np.ravel_multi_index((3,1,4,1), (6,7,8,9))
df = pd.DataFrame(arr)
