# source: the Examples of the docstring of numpy.mask_indices (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
iu = np.mask_indices(3, np.triu)
a = np.arange(9).reshape(3, 3)
a
a[iu]
iu1 = np.mask_indices(3, np.triu, 1)
a[iu1]
df = pd.DataFrame(a)
