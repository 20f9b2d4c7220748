# source: the Examples of the docstring of numpy.random.Generator.permutation (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 traceback examples; df = arr (array)
import pandas as pd
import numpy as np
rng = np.random.default_rng()
rng.permutation(10)
rng.permutation([1, 4, 9, 12, 15])
arr = np.arange(9).reshape((3, 3))
rng.permutation(arr)
arr = np.arange(9).reshape((3, 3))
rng.permutation(arr, axis=1)
df = pd.DataFrame(arr)
