# source: the Examples of the docstring of numpy.take (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = [4, 3, 5, 7, 6, 8]
indices = [0, 1, 4]
np.take(a, indices)
a = np.array(a)
a[indices]
np.take(a, [[0, 1], [2, 3]])
df = pd.DataFrame(a)
