# source: the Examples of the docstring of numpy.nansum (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
np.nansum(1)
np.nansum([1])
np.nansum([1, np.nan])
a = np.array([[1, 1], [1, np.nan]])
np.nansum(a)
np.nansum(a, axis=0)
np.nansum([1, np.nan, np.inf])
np.nansum([1, np.nan, np.NINF])
from numpy.testing import suppress_warnings
with suppress_warnings() as sup:
    sup.filter(RuntimeWarning)
    np.nansum([1, np.nan, np.inf, -np.inf]) # both +/- infinity present
df = pd.DataFrame(a)
