# source: the Examples of the docstring of numpy.polydiv (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
x = np.array([3.0, 5.0, 2.0])
y = np.array([2.0, 1.0])
np.polydiv(x, y)
df = pd.DataFrame(y)
