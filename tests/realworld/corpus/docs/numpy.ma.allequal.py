# source: the Examples of the docstring of numpy.ma.allequal (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
a = np.ma.array([1e10, 1e-7, 42.0], mask=[0, 0, 1])
a
b = np.array([1e10, 1e-7, -42.0])
b
np.ma.allequal(a, b, fill_value=False)
np.ma.allequal(a, b)
df = pd.DataFrame(b)
