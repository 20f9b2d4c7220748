# source: the Examples of the docstring of numpy.ma.unique (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = masked_a (array)
import pandas as pd
import numpy.ma as ma
a = [1, 2, 1000, 2, 3]
mask = [0, 0, 1, 0, 0]
masked_a = ma.masked_array(a, mask)
masked_a
ma.unique(masked_a)
ma.unique(masked_a, return_index=True)
ma.unique(masked_a, return_inverse=True)
ma.unique(masked_a, return_index=True, return_inverse=True)
df = pd.DataFrame(masked_a)
