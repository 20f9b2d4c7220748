# source: the Examples of the docstring of pandas.api.types.is_extension_array_dtype (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = arr (array)
import numpy as np
import pandas as pd
from pandas.api.types import is_extension_array_dtype
arr = pd.Categorical(['a', 'b'])
is_extension_array_dtype(arr)
is_extension_array_dtype(arr.dtype)
arr = np.array(['a', 'b'])
is_extension_array_dtype(arr.dtype)
df = pd.DataFrame(arr)
