# source: the Examples of the docstring of numpy.fmod (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
np.fmod([-3, -2, -1, 1, 2, 3], 2)
np.remainder([-3, -2, -1, 1, 2, 3], 2)
np.fmod([5, 3], [2, 2.])
a = np.arange(-3, 3).reshape(3, 2)
a
np.fmod(a, [2,2])
df = pd.DataFrame(a)
