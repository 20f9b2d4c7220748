# source: the Examples of the docstring of numpy.ma.stack (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
arrays = [np.random.randn(3, 4) for _ in range(10)]
np.stack(arrays, axis=0).shape
np.stack(arrays, axis=1).shape
np.stack(arrays, axis=2).shape
a = np.array([1, 2, 3])
b = np.array([4, 5, 6])
np.stack((a, b))
np.stack((a, b), axis=-1)
df = pd.DataFrame(b)
