# source: the Examples of the docstring of numpy.size (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.array([[1,2,3],[4,5,6]])
np.size(a)
np.size(a,1)
np.size(a,0)
df = pd.DataFrame(a)
