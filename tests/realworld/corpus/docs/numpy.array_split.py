# source: the Examples of the docstring of numpy.array_split (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.arange(8.0)
np.array_split(x, 3)
x = np.arange(9)
np.array_split(x, 4)
df = pd.DataFrame(x)
