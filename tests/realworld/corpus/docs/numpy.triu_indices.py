# source: the Examples of the docstring of numpy.triu_indices (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
iu1 = np.triu_indices(4)
iu2 = np.triu_indices(4, 2)
a = np.arange(16).reshape(4, 4)
a
a[iu1]
a[iu1] = -1
a
a[iu2] = -10
a
df = pd.DataFrame(a)
