# source: the Examples of the docstring of numpy.ma.notmasked_edges (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = am (array)
import pandas as pd
import numpy as np
a = np.arange(9).reshape((3, 3))
m = np.zeros_like(a)
m[1:, 1:] = 1
am = np.ma.array(a, mask=m)
np.array(am[~am.mask])
np.ma.notmasked_edges(am)
df = pd.DataFrame(am)
