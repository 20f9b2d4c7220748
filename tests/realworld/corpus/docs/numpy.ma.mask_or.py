# source: the Examples of the docstring of numpy.ma.mask_or (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = m2 (array)
import pandas as pd
import numpy as np
m1 = np.ma.make_mask([0, 1, 1, 0])
m2 = np.ma.make_mask([1, 0, 0, 0])
np.ma.mask_or(m1, m2)
df = pd.DataFrame(m2)
