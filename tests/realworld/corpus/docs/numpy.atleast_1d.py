# source: the Examples of the docstring of numpy.atleast_1d (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
np.atleast_1d(1.0)
x = np.arange(9.0).reshape(3,3)
np.atleast_1d(x)
np.atleast_1d(x) is x
np.atleast_1d(1, [3, 4])
df = pd.DataFrame(x)
