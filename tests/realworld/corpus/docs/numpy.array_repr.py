# source: the Examples of the docstring of numpy.array_repr (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
np.array_repr(np.array([1,2]))
np.array_repr(np.ma.array([0.]))
np.array_repr(np.array([], np.int32))
x = np.array([1e-6, 4e-7, 2, 3])
np.array_repr(x, precision=6, suppress_small=True)
df = pd.DataFrame(x)
