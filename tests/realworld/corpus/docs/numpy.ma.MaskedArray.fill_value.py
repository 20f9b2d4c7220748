# source: the Examples of the docstring of numpy.ma.MaskedArray.fill_value (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
for dt in [np.int32, np.int64, np.float64, np.complex128]:
    np.ma.array([0, 1], dtype=dt).get_fill_value()
x = np.ma.array([0, 1.], fill_value=-np.inf)
x.fill_value
x.fill_value = np.pi
x.fill_value
x.fill_value = None
x.fill_value
df = pd.DataFrame(x)
