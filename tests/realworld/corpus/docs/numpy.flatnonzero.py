# source: the Examples of the docstring of numpy.flatnonzero (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.arange(-2, 3)
x
np.flatnonzero(x)
x.ravel()[np.flatnonzero(x)]
df = pd.DataFrame(x)
