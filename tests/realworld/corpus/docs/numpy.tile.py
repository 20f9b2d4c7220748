# source: the Examples of the docstring of numpy.tile (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = c (array)
import pandas as pd
import numpy as np
a = np.array([0, 1, 2])
np.tile(a, 2)
np.tile(a, (2, 2))
np.tile(a, (2, 1, 2))
b = np.array([[1, 2], [3, 4]])
np.tile(b, 2)
np.tile(b, (2, 1))
c = np.array([1,2,3,4])
np.tile(c,(4,1))
df = pd.DataFrame(c)
