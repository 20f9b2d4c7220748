# source: the Examples of the docstring of numpy.right_shift (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x2 (array)
import pandas as pd
import numpy as np
np.binary_repr(10)
np.right_shift(10, 1)
np.binary_repr(5)
np.right_shift(10, [1,2,3])
x1 = 10
x2 = np.array([1,2,3])
x1 >> x2
df = pd.DataFrame(x2)
