# source: the Examples of the docstring of numpy.split (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.arange(9.0)
np.split(x, 3)
x = np.arange(8.0)
np.split(x, [3, 5, 6, 10])
df = pd.DataFrame(x)
