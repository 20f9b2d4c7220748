# source: the Examples of the docstring of numpy.ma.masked_all_like (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = arr (array)
import pandas as pd
import numpy as np
import numpy.ma as ma
arr = np.zeros((2, 3), dtype=np.float32)
arr
ma.masked_all_like(arr)
arr.dtype
ma.masked_all_like(arr).dtype
df = pd.DataFrame(arr)
