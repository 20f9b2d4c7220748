# source: the Examples of the docstring of numpy.floor_divide (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x1 (array)
import pandas as pd
import numpy as np
np.floor_divide(7,3)
np.floor_divide([1., 2., 3., 4.], 2.5)
x1 = np.array([1., 2., 3., 4.])
x1 // 2.5
df = pd.DataFrame(x1)
