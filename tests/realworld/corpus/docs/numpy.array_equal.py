# source: the Examples of the docstring of numpy.array_equal (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
np.array_equal([1, 2], [1, 2])
np.array_equal(np.array([1, 2]), np.array([1, 2]))
np.array_equal([1, 2], [1, 2, 3])
np.array_equal([1, 2], [1, 4])
a = np.array([1, np.nan])
np.array_equal(a, a)
np.array_equal(a, a, equal_nan=True)
a = np.array([1 + 1j])
b = a.copy()
a.real = np.nan
b.imag = np.nan
np.array_equal(a, b, equal_nan=True)
df = pd.DataFrame(b)
