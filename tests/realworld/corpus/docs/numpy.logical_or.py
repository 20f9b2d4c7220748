# source: the Examples of the docstring of numpy.logical_or (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
np.logical_or(True, False)
np.logical_or([True, False], [False, False])
x = np.arange(5)
np.logical_or(x < 1, x > 3)
a = np.array([True, False])
b = np.array([False, False])
a | b
df = pd.DataFrame(b)
