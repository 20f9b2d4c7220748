# source: the Examples of the docstring of numpy.isinf (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
np.isinf(np.inf)
np.isinf(np.nan)
np.isinf(np.NINF)
np.isinf([np.inf, -np.inf, 1.0, np.nan])
x = np.array([-np.inf, 0., np.inf])
y = np.array([2, 2, 2])
np.isinf(x, y)
y
df = pd.DataFrame(y)
