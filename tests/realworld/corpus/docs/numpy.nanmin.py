# source: the Examples of the docstring of numpy.nanmin (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.array([[1, 2], [3, np.nan]])
np.nanmin(a)
np.nanmin(a, axis=0)
np.nanmin(a, axis=1)
np.nanmin([1, 2, np.nan, np.inf])
np.nanmin([1, 2, np.nan, np.NINF])
df = pd.DataFrame(a)
