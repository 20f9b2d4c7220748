# source: the Examples of the docstring of numpy.subtract (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x2 (array)
import pandas as pd
import numpy as np
np.subtract(1.0, 4.0)
x1 = np.arange(9.0).reshape((3, 3))
x2 = np.arange(3.0)
np.subtract(x1, x2)
x1 = np.arange(9.0).reshape((3, 3))
x2 = np.arange(3.0)
x1 - x2
df = pd.DataFrame(x2)
