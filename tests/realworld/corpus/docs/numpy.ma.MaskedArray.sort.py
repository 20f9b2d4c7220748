# source: the Examples of the docstring of numpy.ma.MaskedArray.sort (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.ma.array([1, 2, 5, 4, 3],mask=[0, 1, 0, 1, 0])
a.sort()
a
a = np.ma.array([1, 2, 5, 4, 3],mask=[0, 1, 0, 1, 0])
a.sort(endwith=False)
a
a = np.ma.array([1, 2, 5, 4, 3],mask=[0, 1, 0, 1, 0])
a.sort(endwith=False, fill_value=3)
a
df = pd.DataFrame(a)
