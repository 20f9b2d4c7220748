# source: the Examples of the docstring of numpy.tril_indices (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
il1 = np.tril_indices(4)
il2 = np.tril_indices(4, 2)
a = np.arange(16).reshape(4, 4)
a
a[il1]
a[il1] = -1
a
a[il2] = -10
a
df = pd.DataFrame(a)
