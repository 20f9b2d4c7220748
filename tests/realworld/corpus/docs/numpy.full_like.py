# source: the Examples of the docstring of numpy.full_like (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.arange(6, dtype=int)
np.full_like(x, 1)
np.full_like(x, 0.1)
np.full_like(x, 0.1, dtype=np.double)
np.full_like(x, np.nan, dtype=np.double)
y = np.arange(6, dtype=np.double)
np.full_like(y, 0.1)
y = np.zeros([2, 2, 3], dtype=int)
np.full_like(y, [0, 0, 255])
df = pd.DataFrame(x)
