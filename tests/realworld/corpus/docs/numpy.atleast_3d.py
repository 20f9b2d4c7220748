# source: the Examples of the docstring of numpy.atleast_3d (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 +SKIP examples; df = x (array)
import pandas as pd
import numpy as np
np.atleast_3d(3.0)
x = np.arange(3.0)
np.atleast_3d(x).shape
x = np.arange(12.0).reshape(4,3)
np.atleast_3d(x).shape
np.atleast_3d(x).base is x.base  # x is a reshape, so not base itself
df = pd.DataFrame(x)
