# source: the Examples of the docstring of numpy.extract (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = condition (array)
import pandas as pd
import numpy as np
arr = np.arange(12).reshape((3, 4))
arr
condition = np.mod(arr, 3)==0
condition
np.extract(condition, arr)
arr[condition]
df = pd.DataFrame(condition)
