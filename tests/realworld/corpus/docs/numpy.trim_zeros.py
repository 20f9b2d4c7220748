# source: the Examples of the docstring of numpy.trim_zeros (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.array((0, 0, 0, 1, 2, 3, 0, 2, 1, 0))
np.trim_zeros(a)
np.trim_zeros(a, 'b')
np.trim_zeros([0, 1, 2, 0])
df = pd.DataFrame(a)
