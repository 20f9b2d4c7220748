# source: the Examples of the docstring of numpy.ma.setdiff1d (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.ma.array([1, 2, 3, 4], mask=[0, 1, 0, 1])
np.ma.setdiff1d(x, [1, 2])
df = pd.DataFrame(x)
