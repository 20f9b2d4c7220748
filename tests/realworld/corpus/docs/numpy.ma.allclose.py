# source: the Examples of the docstring of numpy.ma.allclose (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
a = np.ma.array([1e10, 1e-7, 42.0], mask=[0, 0, 1])
a
b = np.ma.array([1e10, 1e-8, -42.0], mask=[0, 0, 1])
np.ma.allclose(a, b)
a = np.ma.array([1e10, 1e-8, 42.0], mask=[0, 0, 1])
b = np.ma.array([1.00001e10, 1e-9, -42.0], mask=[0, 0, 1])
np.ma.allclose(a, b)
np.ma.allclose(a, b, masked_equal=False)
a = np.ma.array([1e10, 1e-8, 42.0], mask=[0, 0, 1])
b = np.ma.array([1.00001e10, 1e-9, 42.0], mask=[0, 0, 1])
np.ma.allclose(a, b)
np.ma.allclose(a, b, masked_equal=False)
df = pd.DataFrame(b)
