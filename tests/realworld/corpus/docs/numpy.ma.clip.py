# source: the Examples of the docstring of numpy.ma.clip (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.arange(10)
a
np.clip(a, 1, 8)
np.clip(a, 8, 1)
np.clip(a, 3, 6, out=a)
a
a = np.arange(10)
a
np.clip(a, [3, 4, 1, 1, 1, 4, 4, 4, 4, 4], 8)
df = pd.DataFrame(a)
