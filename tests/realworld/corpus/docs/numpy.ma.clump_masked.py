# source: the Examples of the docstring of numpy.ma.clump_masked (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.ma.masked_array(np.arange(10))
a[[0, 1, 2, 6, 8, 9]] = np.ma.masked
np.ma.clump_masked(a)
df = pd.DataFrame(a)
