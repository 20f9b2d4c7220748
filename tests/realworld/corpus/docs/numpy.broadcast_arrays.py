# source: the Examples of the docstring of numpy.broadcast_arrays (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
x = np.array([[1,2,3]])
y = np.array([[4],[5]])
np.broadcast_arrays(x, y)
[np.array(a) for a in np.broadcast_arrays(x, y)]
df = pd.DataFrame(y)
