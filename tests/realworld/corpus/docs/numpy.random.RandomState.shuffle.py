# source: the Examples of the docstring of numpy.random.RandomState.shuffle (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = arr (array)
import pandas as pd
import numpy as np
arr = np.arange(10)
np.random.shuffle(arr)
arr
arr = np.arange(9).reshape((3, 3))
np.random.shuffle(arr)
arr
df = pd.DataFrame(arr)
