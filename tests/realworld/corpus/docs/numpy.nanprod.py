# source: the Examples of the docstring of numpy.nanprod (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
np.nanprod(1)
np.nanprod([1])
np.nanprod([1, np.nan])
a = np.array([[1, 2], [3, np.nan]])
np.nanprod(a)
np.nanprod(a, axis=0)
df = pd.DataFrame(a)
