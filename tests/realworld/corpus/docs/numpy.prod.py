# source: the Examples of the docstring of numpy.prod (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.array([536870910, 536870910, 536870910, 536870910])
np.prod(x)
np.prod([])
np.prod([1.,2.])
a = np.array([[1., 2.], [3., 4.]])
np.prod(a)
np.prod(a, axis=1)
np.prod(a, axis=0)
np.prod([1., np.nan, 3.], where=[True, False, True])
x = np.array([1, 2, 3], dtype=np.uint8)
np.prod(x).dtype == np.uint
x = np.array([1, 2, 3], dtype=np.int8)
np.prod(x).dtype == int
np.prod([1, 2], initial=5)
df = pd.DataFrame(x)
