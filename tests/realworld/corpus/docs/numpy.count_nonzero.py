# source: the Examples of the docstring of numpy.count_nonzero (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
np.count_nonzero(np.eye(4))
a = np.array([[0, 1, 7, 0],
              [3, 0, 2, 19]])
np.count_nonzero(a)
np.count_nonzero(a, axis=0)
np.count_nonzero(a, axis=1)
np.count_nonzero(a, axis=1, keepdims=True)
df = pd.DataFrame(a)
