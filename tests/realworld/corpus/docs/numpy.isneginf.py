# source: the Examples of the docstring of numpy.isneginf (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
np.isneginf(np.NINF)
np.isneginf(np.inf)
np.isneginf(np.PINF)
np.isneginf([-np.inf, 0., np.inf])
x = np.array([-np.inf, 0., np.inf])
y = np.array([2, 2, 2])
np.isneginf(x, y)
y
df = pd.DataFrame(y)
