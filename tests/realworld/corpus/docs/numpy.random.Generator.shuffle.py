# source: the Examples of the docstring of numpy.random.Generator.shuffle (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = arr (array)
import pandas as pd
import numpy as np
rng = np.random.default_rng()
arr = np.arange(10)
arr
rng.shuffle(arr)
arr
arr = np.arange(9).reshape((3, 3))
arr
rng.shuffle(arr)
arr
arr = np.arange(9).reshape((3, 3))
arr
rng.shuffle(arr, axis=1)
arr
df = pd.DataFrame(arr)
