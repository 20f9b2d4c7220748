# source: the Examples of the docstring of numpy.ma.notmasked_contiguous (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ma (array)
import pandas as pd
import numpy as np
a = np.arange(12).reshape((3, 4))
mask = np.zeros_like(a)
mask[1:, :-1] = 1; mask[0, 1] = 1; mask[-1, 0] = 0
ma = np.ma.array(a, mask=mask)
ma
np.array(ma[~ma.mask])
np.ma.notmasked_contiguous(ma)
np.ma.notmasked_contiguous(ma, axis=0)
np.ma.notmasked_contiguous(ma, axis=1)
df = pd.DataFrame(ma)
