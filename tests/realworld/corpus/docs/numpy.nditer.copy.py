# source: the Examples of the docstring of numpy.nditer.copy (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
x = np.arange(10)
y = x + 1
it = np.nditer([x, y])
next(it)
it2 = it.copy()
next(it2)
df = pd.DataFrame(y)
