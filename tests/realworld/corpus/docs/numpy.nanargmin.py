# source: the Examples of the docstring of numpy.nanargmin (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.array([[np.nan, 4], [2, 3]])
np.argmin(a)
np.nanargmin(a)
np.nanargmin(a, axis=0)
np.nanargmin(a, axis=1)
df = pd.DataFrame(a)
