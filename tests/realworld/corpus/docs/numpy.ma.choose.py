# source: the Examples of the docstring of numpy.ma.choose (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
choice = np.array([[1,1,1], [2,2,2], [3,3,3]])
a = np.array([2, 1, 0])
np.ma.choose(a, choice)
df = pd.DataFrame(a)
