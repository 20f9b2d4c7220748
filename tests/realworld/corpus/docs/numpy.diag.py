# source: the Examples of the docstring of numpy.diag (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.arange(9).reshape((3,3))
x
np.diag(x)
np.diag(x, k=1)
np.diag(x, k=-1)
np.diag(np.diag(x))
df = pd.DataFrame(x)
