# source: the Examples of the docstring of numpy.vander (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.array([1, 2, 3, 5])
N = 3
np.vander(x, N)
np.column_stack([x**(N-1-i) for i in range(N)])
x = np.array([1, 2, 3, 5])
np.vander(x)
np.vander(x, increasing=True)
np.linalg.det(np.vander(x))
(5-3)*(5-2)*(5-1)*(3-2)*(3-1)*(2-1)
df = pd.DataFrame(x)
