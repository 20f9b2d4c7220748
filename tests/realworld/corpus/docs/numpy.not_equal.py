# source: the Examples of the docstring of numpy.not_equal (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
np.not_equal([1.,2.], [1., 3.])
np.not_equal([1, 2], [[1, 3],[1, 4]])
a = np.array([1., 2.])
b = np.array([1., 3.])
a != b
df = pd.DataFrame(b)
