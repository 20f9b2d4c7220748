# source: the Examples of the docstring of numpy.fill_diagonal (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.zeros((3, 3), int)
np.fill_diagonal(a, 5)
a
a = np.zeros((3, 3, 3, 3), int)
np.fill_diagonal(a, 4)
a[0, 0]
a[1, 1]
a[2, 2]
a = np.zeros((5, 3), int)
np.fill_diagonal(a, 4)
a
a = np.zeros((5, 3), int)
np.fill_diagonal(a, 4, wrap=True)
a
a = np.zeros((3, 5), int)
np.fill_diagonal(a, 4, wrap=True)
a
a = np.zeros((3, 3), int);
np.fill_diagonal(np.fliplr(a), [1,2,3])  # Horizontal flip
a
np.fill_diagonal(np.flipud(a), [1,2,3])  # Vertical flip
a
df = pd.DataFrame(a)
