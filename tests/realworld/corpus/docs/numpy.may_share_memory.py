# source: the Examples of the docstring of numpy.may_share_memory (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
np.may_share_memory(np.array([1,2]), np.array([5,8,9]))
x = np.zeros([3, 4])
np.may_share_memory(x[:,0], x[:,1])
df = pd.DataFrame(x)
