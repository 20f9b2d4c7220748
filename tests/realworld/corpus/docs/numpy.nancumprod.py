# source: the Examples of the docstring of numpy.nancumprod (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
np.nancumprod(1)
np.nancumprod([1])
np.nancumprod([1, np.nan])
a = np.array([[1, 2], [3, np.nan]])
np.nancumprod(a)
np.nancumprod(a, axis=0)
np.nancumprod(a, axis=1)
df = pd.DataFrame(a)
