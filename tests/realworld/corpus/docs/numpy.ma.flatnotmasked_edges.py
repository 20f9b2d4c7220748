# source: the Examples of the docstring of numpy.ma.flatnotmasked_edges (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 print calls; df = mask (array)
import pandas as pd
import numpy as np
a = np.ma.arange(10)
np.ma.flatnotmasked_edges(a)
mask = (a < 3) | (a > 8) | (a == 5)
a[mask] = np.ma.masked
np.array(a[~a.mask])
np.ma.flatnotmasked_edges(a)
a[:] = np.ma.masked
df = pd.DataFrame(mask)
